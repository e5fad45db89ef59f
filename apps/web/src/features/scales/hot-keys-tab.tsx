import { CloseOutlined, ReloadOutlined, SaveOutlined } from '@ant-design/icons';
import {
  DndContext,
  DragOverlay,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SCALE_MODELS, type HotKey, type HotKeyType, type Scale, type ScaleGood } from '@tm/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Empty,
  Input,
  Pagination,
  Row,
  Segmented,
  Skeleton,
  Space,
  Tag,
  theme,
  Typography,
} from 'antd';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api-client';
import {
  assignKey,
  clearKey,
  keyAt,
  parseSlotId,
  refusedSlots,
  sameHotKeys,
  slotId,
  sortHotKeys,
  swapKeys,
  type KeyGood,
  type KeySlot,
} from './hot-keys';
import { goodName } from './scale-good-columns';
import { showErrorWithReasons } from '../../shared/error-reasons';
import { useLeaveGuard } from '../../shared/leave-guard';
import { useHotKeys, useSaveHotKeys, useScaleGoods } from './scales.api';

/** What is being placed: a good from the list, or a key's good moving to another key. */
type Moving = { kind: 'good'; good: KeyGood } | { kind: 'key'; slot: KeySlot; hotKey: HotKey };
type Refusal = { sent: HotKey[]; bySlot: Map<string, string> };

const PALETTE_PAGE = 20;
const LAYERS: readonly HotKeyType[] = ['UP', 'DOWN'];
const NO_KEYS: HotKey[] = [];

// Drag ids: goods of the list `good-<plu>`, keys being dragged `key-<slot>`, keys as targets `slot-<slot>`.
const goodDragId = (plu: number) => `good-${plu}`;
const keyDragId = (slot: KeySlot) => `key-${slotId(slot)}`;
const dropId = (slot: KeySlot) => `slot-${slotId(slot)}`;
const slotOfDrop = (id: UniqueIdentifier) => (String(id).startsWith('slot-') ? parseSlotId(String(id).slice(5)) : null);

const keyGoodOf = (good: ScaleGood): KeyGood => ({ plu: good.plu, name: goodName(good) });

/**
 * The hot-key board of a scale (spec §3 Hot key): two layers of `keys_per_layer` keys, drawn
 * `keys_per_row` to a row as on the scale. Goods are dragged onto keys, keys onto each other; the
 * same works by clicking a good (or key) and then a key, for keyboards and phones.
 */
export function HotKeysTab({ scale, onShowGoods }: { scale: Scale; onShowGoods: () => void }) {
  const { t } = useTranslation('scales');
  const { message, modal } = App.useApp();
  const model = SCALE_MODELS[scale.model];
  const saved = useHotKeys(scale.id, scale.shop_id);
  const save = useSaveHotKeys(scale.id, scale.shop_id);
  const [draft, setDraft] = useState<HotKey[] | null>(null);
  const [layer, setLayer] = useState<HotKeyType>('UP');
  const [picked, setPicked] = useState<Moving | null>(null);
  const [dragged, setDragged] = useState<Moving | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [q, setQ] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const palette = useScaleGoods(scale.id, { q, page, per_page: PALETTE_PAGE });
  const paletteGoods = palette.data?.list ?? [];
  const sensors = useSensors(
    // A click stays a click until the mouse moves a little.
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    // A long press on touch screens, so that a swipe still scrolls the page.
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 5 } }),
  );

  const savedKeys = saved.data ?? NO_KEYS;
  const keys = draft ?? savedKeys;
  const onBoard = keys.filter((k) => k.key <= model.keys_per_layer);
  const offBoard = keys.length - onBoard.length;
  const dirty = draft !== null && !sameHotKeys(draft, savedKeys);
  const layerName = (type: HotKeyType) => t(type === 'UP' ? 'layerUp' : 'layerDown');
  const keyName = (slot: KeySlot) => t('keyName', { layer: layerName(slot.type), key: slot.key });

  // Unsaved keys are not lost by leaving the page without a word (tabs of this page are fine).
  useLeaveGuard(dirty, { title: t('leaveTitle'), content: t('leaveText'), leave: t('leave'), stay: t('stay') });

  const place = (moving: Moving, slot: KeySlot) => {
    setDraft(moving.kind === 'good' ? assignKey(keys, slot, moving.good) : swapKeys(keys, moving.slot, slot));
    setPicked(null);
  };

  const movingOf = (id: UniqueIdentifier): Moving | null => {
    const text = String(id);
    if (text.startsWith('good-')) {
      const good = paletteGoods.find((g) => goodDragId(g.plu) === text);
      return good ? { kind: 'good', good: keyGoodOf(good) } : null;
    }
    const slot = text.startsWith('key-') ? parseSlotId(text.slice(4)) : null;
    const hotKey = slot ? keyAt(keys, slot) : undefined;
    return slot && hotKey ? { kind: 'key', slot, hotKey } : null;
  };
  const movingName = (moving: Moving | null) =>
    moving?.kind === 'good' ? moving.good.name : moving ? `${keyName(moving.slot)} · ${moving.hotKey.name}` : '';

  const clickKey = (slot: KeySlot) => {
    if (picked) {
      if (picked.kind === 'key' && slotId(picked.slot) === slotId(slot)) {
        setPicked(null);
      } else {
        place(picked, slot);
      }
      return;
    }
    const hotKey = keyAt(keys, slot);
    if (hotKey) {
      setPicked({ kind: 'key', slot, hotKey });
    }
  };

  const refusalAt = (slot: KeySlot): string | undefined => {
    const reason = refusal?.bySlot.get(slotId(slot));
    const now = keyAt(keys, slot);
    const then = refusal ? keyAt(refusal.sent, slot) : undefined;
    // A key changed since the refusal is the user's fix: no longer marked.
    return reason && now && then && now.plu === then.plu ? reason : undefined;
  };

  const submit = () => {
    const sent = sortHotKeys(onBoard);
    setRefusal(null);
    save.mutate(sent, {
      onSuccess: () => {
        setDraft(null);
        setPicked(null);
        void message.success(t('hotKeysSaved'));
      },
      onError: (error) => {
        const bySlot = error instanceof ApiError ? refusedSlots(sent, error.fields) : new Map<string, string>();
        const first = parseSlotId([...bySlot.keys()][0] ?? '');
        if (!first) {
          showErrorWithReasons(error);
          return;
        }
        setRefusal({ sent, bySlot });
        setLayer(first.type);
      },
    });
  };

  const reload = () => {
    const again = () => {
      setDraft(null);
      setPicked(null);
      setRefusal(null);
      void saved.refetch();
    };
    if (!dirty) {
      again();
      return;
    }
    modal.confirm({
      title: t('discardTitle'),
      content: t('discardText'),
      okText: t('discard'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: again,
    });
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('announceStart', { name: movingName(movingOf(active.id)) }),
    onDragOver: ({ over }) => {
      const slot = over ? slotOfDrop(over.id) : null;
      return slot ? t('announceOver', { key: keyName(slot) }) : undefined;
    },
    onDragEnd: ({ over }) => {
      const slot = over ? slotOfDrop(over.id) : null;
      return slot ? t('announceDrop', { key: keyName(slot) }) : t('announceCancel');
    },
    onDragCancel: () => t('announceCancel'),
  };

  if (saved.isPending) {
    return <Skeleton active />;
  }

  const keysOnLayer = (type: HotKeyType) => onBoard.filter((k) => k.type === type).length;
  const refusals = refusal
    ? [...refusal.bySlot].flatMap(([id, reason]) => {
        const slot = parseSlotId(id);
        return slot ? [{ id, text: `${keyName(slot)}: ${reason}` }] : [];
      })
    : [];

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dragInstructions') } }}
      onDragStart={({ active }) => setDragged(movingOf(active.id))}
      onDragCancel={() => setDragged(null)}
      onDragEnd={({ active, over }) => {
        setDragged(null);
        const moving = movingOf(active.id);
        const slot = over ? slotOfDrop(over.id) : null;
        if (moving && slot) {
          place(moving, slot);
        }
      }}
    >
      {offBoard > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('offBoard', { n: offBoard, keys: model.keys_per_layer })}
        />
      )}
      {refusals.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('hotKeysRefused')}
          description={refusals.map((r) => (
            <div key={r.id}>{r.text}</div>
          ))}
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={7} xl={6}>
          <Card size="small" title={t('paletteTitle')} styles={{ body: { padding: 8 } }}>
            <Input.Search
              placeholder={t('goodsSearch')}
              aria-label={t('paletteSearch')}
              allowClear
              onSearch={(text) => {
                setQ(text.trim() || undefined);
                setPage(1);
              }}
              style={{ marginBottom: 8 }}
            />
            {paletteGoods.length === 0 && !palette.isFetching ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={q ? t('common:noData') : t('paletteEmpty')}>
                {!q && (
                  <Button type="primary" onClick={onShowGoods}>
                    {t('putGoods')}
                  </Button>
                )}
              </Empty>
            ) : (
              <div role="list" aria-label={t('paletteTitle')} style={{ maxHeight: 520, overflowY: 'auto' }}>
                {paletteGoods.map((good) => (
                  <PaletteGood
                    key={good.id}
                    good={keyGoodOf(good)}
                    placedOn={onBoard.filter((k) => k.plu === good.plu)}
                    isPicked={picked?.kind === 'good' && picked.good.plu === good.plu}
                    onPick={() =>
                      setPicked(
                        picked?.kind === 'good' && picked.good.plu === good.plu
                          ? null
                          : { kind: 'good', good: keyGoodOf(good) },
                      )
                    }
                  />
                ))}
              </div>
            )}
            {(palette.data?.meta.total ?? 0) > PALETTE_PAGE && (
              <Pagination
                simple
                size="small"
                current={page}
                pageSize={PALETTE_PAGE}
                total={palette.data?.meta.total ?? 0}
                onChange={setPage}
                style={{ marginTop: 8, textAlign: 'center' }}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={17} xl={18}>
          <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }}>
            <Segmented<HotKeyType>
              value={layer}
              onChange={setLayer}
              options={LAYERS.map((type) => ({
                value: type,
                label: `${layerName(type)} (${keysOnLayer(type)}/${model.keys_per_layer})`,
              }))}
            />
            <Space wrap>
              {dirty && <Tag color="orange">{t('unsaved')}</Tag>}
              <Button icon={<ReloadOutlined />} onClick={reload} disabled={save.isPending}>
                {t('reloadKeys')}
              </Button>
              <Button
                type="primary"
                icon={<SaveOutlined />}
                onClick={submit}
                loading={save.isPending}
                disabled={!dirty}
              >
                {t('saveKeys')}
              </Button>
            </Space>
          </Space>
          <div aria-live="polite" style={{ minHeight: 32, marginBottom: 8, display: 'flex', alignItems: 'center' }}>
            {picked ? (
              <Space wrap>
                <Typography.Text strong>
                  {picked.kind === 'good'
                    ? t('pickedGood', { name: picked.good.name })
                    : t('pickedKey', { key: keyName(picked.slot), name: picked.hotKey.name })}
                </Typography.Text>
                <Button size="small" onClick={() => setPicked(null)}>
                  {t('cancelPick')}
                </Button>
              </Space>
            ) : (
              <Typography.Text type="secondary">{t('hotKeysHelp')}</Typography.Text>
            )}
          </div>
          <div style={{ overflowX: 'auto', paddingBottom: 4 }}>
            <div
              role="group"
              aria-label={layerName(layer)}
              style={{
                display: 'grid',
                gridTemplateColumns: `repeat(${model.keys_per_row}, minmax(52px, 1fr))`,
                gap: 4,
                minWidth: model.keys_per_row * 56,
              }}
            >
              {Array.from({ length: model.keys_per_layer }, (_, i) => {
                const slot: KeySlot = { type: layer, key: i + 1 };
                return (
                  <KeyTile
                    key={slotId(slot)}
                    slot={slot}
                    label={keyName(slot)}
                    hotKey={keyAt(keys, slot)}
                    isPicked={picked?.kind === 'key' && slotId(picked.slot) === slotId(slot)}
                    isTarget={picked !== null}
                    refusal={refusalAt(slot)}
                    onClick={() => clickKey(slot)}
                    onClear={() => setDraft(clearKey(keys, slot))}
                  />
                );
              })}
            </div>
          </div>
        </Col>
      </Row>
      <DragOverlay dropAnimation={null}>{dragged ? <DragChip text={movingName(dragged)} /> : null}</DragOverlay>
    </DndContext>
  );
}

function PaletteGood({
  good,
  placedOn,
  isPicked,
  onPick,
}: {
  good: KeyGood;
  placedOn: HotKey[];
  isPicked: boolean;
  onPick: () => void;
}) {
  const { t } = useTranslation('scales');
  const { token } = theme.useToken();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: goodDragId(good.plu) });
  const keys = placedOn.map((k) => `${t(k.type === 'UP' ? 'layerUpShort' : 'layerDownShort')}${k.key}`).join(' ');
  return (
    <div role="listitem">
      <button
        ref={setNodeRef}
        type="button"
        {...listeners}
        aria-describedby={attributes['aria-describedby']}
        aria-pressed={isPicked}
        onClick={onPick}
        style={{
          display: 'flex',
          width: '100%',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 8,
          padding: '6px 8px',
          marginBottom: 4,
          textAlign: 'left',
          cursor: 'grab',
          touchAction: 'manipulation',
          background: isPicked ? token.colorPrimaryBg : token.colorBgContainer,
          border: `1px solid ${isPicked ? token.colorPrimary : token.colorBorderSecondary}`,
          borderRadius: token.borderRadius,
          opacity: isDragging ? 0.4 : 1,
          font: 'inherit',
          color: 'inherit',
        }}
      >
        <span style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {good.name}
        </span>
        <span style={{ flex: 'none', fontSize: 12, color: token.colorTextSecondary }}>
          {keys ? t('onKeys', { keys }) : `PLU ${good.plu}`}
        </span>
      </button>
    </div>
  );
}

function KeyTile({
  slot,
  label,
  hotKey,
  isPicked,
  isTarget,
  refusal,
  onClick,
  onClear,
}: {
  slot: KeySlot;
  label: string;
  hotKey: HotKey | undefined;
  isPicked: boolean;
  isTarget: boolean;
  refusal: string | undefined;
  onClick: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('scales');
  const { token } = theme.useToken();
  const { setNodeRef: setDropRef, isOver } = useDroppable({ id: dropId(slot) });
  const {
    setNodeRef: setDragRef,
    listeners,
    attributes,
    isDragging,
  } = useDraggable({ id: keyDragId(slot), disabled: !hotKey });
  const borderColor = refusal
    ? token.colorError
    : isOver || isPicked
      ? token.colorPrimary
      : hotKey
        ? token.colorBorder
        : token.colorBorderSecondary;
  const style: CSSProperties = {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    width: '100%',
    height: 64,
    padding: '4px 6px',
    textAlign: 'left',
    font: 'inherit',
    color: 'inherit',
    cursor: hotKey ? 'grab' : isTarget ? 'pointer' : 'default',
    touchAction: 'manipulation',
    background: isOver || isPicked ? token.colorPrimaryBg : hotKey ? token.colorBgContainer : token.colorFillQuaternary,
    border: `${isOver || isPicked || refusal ? 2 : 1}px ${hotKey || isOver ? 'solid' : 'dashed'} ${borderColor}`,
    borderRadius: token.borderRadius,
    opacity: isDragging ? 0.4 : 1,
  };
  return (
    <div ref={setDropRef} style={{ position: 'relative' }}>
      <button
        ref={setDragRef}
        type="button"
        {...listeners}
        aria-describedby={hotKey ? attributes['aria-describedby'] : undefined}
        aria-label={`${label}: ${hotKey ? `${hotKey.name} (PLU ${hotKey.plu})` : t('emptyKey')}`}
        aria-pressed={isPicked}
        aria-invalid={refusal ? true : undefined}
        title={refusal ?? (hotKey ? `${hotKey.name} · PLU ${hotKey.plu}` : undefined)}
        onClick={onClick}
        style={style}
      >
        <span style={{ fontSize: 11, color: token.colorTextTertiary, lineHeight: '14px' }}>{slot.key}</span>
        {hotKey && (
          <>
            <span
              style={{
                fontSize: 13,
                lineHeight: '16px',
                overflow: 'hidden',
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                wordBreak: 'break-all',
              }}
            >
              {hotKey.name}
            </span>
            <span style={{ marginTop: 'auto', fontSize: 11, color: token.colorTextSecondary, lineHeight: '14px' }}>
              {hotKey.plu}
            </span>
          </>
        )}
      </button>
      {hotKey && (
        <button
          type="button"
          aria-label={t('clearKey', { key: label })}
          title={t('clearKey', { key: label })}
          onClick={onClear}
          style={{
            position: 'absolute',
            top: 2,
            right: 2,
            width: 20,
            height: 20,
            padding: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 10,
            color: token.colorTextTertiary,
            background: 'transparent',
            border: 'none',
            borderRadius: token.borderRadiusSM,
            cursor: 'pointer',
          }}
        >
          <CloseOutlined />
        </button>
      )}
    </div>
  );
}

function DragChip({ text }: { text: string }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        display: 'inline-block',
        maxWidth: 220,
        padding: '6px 10px',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        background: token.colorPrimaryBg,
        border: `1px solid ${token.colorPrimary}`,
        borderRadius: token.borderRadius,
        boxShadow: token.boxShadowSecondary,
        cursor: 'grabbing',
      }}
    >
      {text}
    </div>
  );
}
