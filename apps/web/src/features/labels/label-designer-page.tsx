import {
  BarcodeOutlined,
  DeleteOutlined,
  FontSizeOutlined,
  QrcodeOutlined,
  RedoOutlined,
  SaveOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { labelStyleSchema, type Label, type LabelItem, type LabelItemKind, type LabelStyle } from '@tm/contracts';
import {
  App,
  Button,
  Card,
  Col,
  Form,
  Result,
  Row,
  Segmented,
  Skeleton,
  Slider,
  Space,
  Tabs,
  Tooltip,
  Typography,
} from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError, showApiError } from '../../shared/api-client';
import { showFieldErrors, validValues } from '../../shared/form-errors';
import { registerMessages } from '../../shared/i18n';
import { useLeaveGuard } from '../../shared/leave-guard';
import { useShop } from '../shops/shops.api';
import { BarcodeUnitsEditor } from './barcode-units-editor';
import { commit, redo, startHistory, undo, type History } from './designer-history';
import { ItemProps, type ItemFault } from './item-props';
import { LabelCanvas, type ItemBox } from './label-canvas';
import { freeSpot } from './label-placement';
import { fitItemsInto, LabelBasicsFields, LabelSizeFields, QrFieldsPicker, type LabelBasics } from './label-fields';
import { sampleLabelData } from './label-sample';
import { LabelSvg } from './label-svg';
import { useCreateLabel, useLabel, useUpdateLabel } from './labels.api';
import { labelsMessages } from './labels.messages';

registerMessages('labels', labelsMessages);

const NEW_STYLE: LabelStyle = {
  size: { width: 40, height: 30 },
  itemList: [],
  qr_code_list: [],
  barcodeType: 'ean13',
  unitList: [],
};

/** What a new item holds: the good's name in an upright 4 mm font, the sale's barcode, the shopper's link. */
const NEW_ITEMS: Record<LabelItemKind, Omit<LabelItem, 'style'> & { size: { w: number; h: number; font: number } }> = {
  text: { itemName: 'text', value: '{name1}', size: { w: 20, h: 5, font: 21 } },
  barCode: { itemName: 'barCode', value: '{barcode}', size: { w: 30, h: 12, font: 18 } },
  QRCode: { itemName: 'QRCode', value: '{qr_url}', size: { w: 12, h: 12, font: 18 } },
};

/** The first item of the layout the server refused, by the field it names (`style.itemList.2.value`). */
function itemFaultOf(error: unknown): ItemFault | null {
  if (!(error instanceof ApiError)) {
    return null;
  }
  for (const [field, reason] of Object.entries(error.fields)) {
    const match = /^style\.itemList\.(\d+)(?:\.(.+))?$/.exec(field);
    if (match) {
      return { index: Number(match[1]), field: match[2] ?? '', reason };
    }
  }
  return null;
}

/** `shopMng/shopList/manage/:id/labels/:labelId`: the designer of a new (`new`) or stored label. */
export function LabelDesignerPage() {
  const { id, labelId } = useParams();
  const shopId = Number(id);
  const isNew = labelId === 'new';
  const label = useLabel(isNew ? undefined : Number(labelId));
  const shop = useShop(shopId);
  const { t } = useTranslation('labels');
  if ((!isNew && label.isPending) || shop.isPending) {
    return <Skeleton active />;
  }
  const failure = label.error ?? shop.error;
  if (failure || !shop.data) {
    const missing = failure instanceof ApiError && failure.status === 404;
    return (
      <Result status={missing ? '404' : 'error'} subTitle={missing ? t('common:notFoundText') : failure?.message} />
    );
  }
  return (
    <Designer key={label.data?.id ?? 'new'} shopId={shopId} shopName={shop.data.name} label={label.data ?? null} />
  );
}

function Designer({ shopId, shopName, label }: { shopId: number; shopName: string; label: Label | null }) {
  const { t } = useTranslation('labels');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<LabelBasics>();
  const [history, setHistory] = useState<History<LabelStyle>>(() =>
    startHistory(label ? labelStyleSchema.parse(label.style) : NEW_STYLE),
  );
  const [selected, setSelected] = useState<number | null>(null);
  // The item the server refused, shown under its value until the layout changes.
  const [itemFault, setItemFault] = useState<ItemFault | null>(null);
  const [zoom, setZoom] = useState(8);
  const [grid, setGrid] = useState(1);
  const create = useCreateLabel(shopId);
  const update = useUpdateLabel();
  const style = history.present;
  // What was opened: the layout back at it (undone to it) is no change.
  const [openedStyle] = useState(style);
  Form.useWatch([], form);
  const dirty = style !== openedStyle || form.isFieldsTouched();
  const { leaveFreely } = useLeaveGuard(dirty, {
    title: t('leaveTitle'),
    content: t('leaveText'),
    leave: t('leave'),
    stay: t('stay'),
  });
  // The preview's sample follows the type chosen: a counted good for a label of counted goods.
  const labelType = Form.useWatch('type', form) ?? label?.type ?? 'weight';
  const data = useMemo(
    () => sampleLabelData(style, shopName, window.location.origin, labelType),
    [style, shopName, labelType],
  );
  const edit = useCallback((next: LabelStyle) => {
    setItemFault(null);
    setHistory((h) => commit(h, next));
  }, []);

  const setItem = (index: number, item: LabelItem) =>
    edit({ ...style, itemList: style.itemList.map((old, i) => (i === index ? item : old)) });
  const moveItem = (index: number, box: ItemBox) => {
    const item = style.itemList[index];
    if (item) {
      setItem(index, { ...item, style: { ...item.style, ...box } });
    }
  };
  const addItem = (kind: LabelItemKind) => {
    const { size, ...item } = NEW_ITEMS[kind];
    const w = Math.min(size.w, style.size.width);
    const h = Math.min(size.h, style.size.height);
    const at = freeSpot(style.itemList, style.size, w, h);
    edit({ ...style, itemList: [...style.itemList, { ...item, style: { ...at, w, h, font: size.font } }] });
    setSelected(style.itemList.length);
  };
  const removeSelected = () => {
    if (selected !== null) {
      edit({ ...style, itemList: style.itemList.filter((_, i) => i !== selected) });
      setSelected(null);
    }
  };

  // Ctrl+Z / Ctrl+Y (Cmd on a Mac) outside the text fields, Delete removes the selected item.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const typing = event.target instanceof HTMLElement && /^(INPUT|TEXTAREA)$/.test(event.target.tagName);
      if (typing) {
        return;
      }
      const mod = event.ctrlKey || event.metaKey;
      if (mod && event.key.toLowerCase() === 'z') {
        event.preventDefault();
        setHistory((h) => (event.shiftKey ? redo(h) : undo(h)));
      } else if (mod && event.key.toLowerCase() === 'y') {
        event.preventDefault();
        setHistory(redo);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const save = async () => {
    const basics = await validValues(form);
    if (!basics) {
      return;
    }
    if (style.itemList.length === 0) {
      void message.info(t('dataEmpty'));
      return;
    }
    const body = { name: basics.name.trim(), type: basics.type, style: JSON.stringify(style) };
    try {
      if (label) {
        await update.mutateAsync({ id: label.id, body });
        void message.success(t('saved'));
      } else {
        await create.mutateAsync(body);
        void message.success(t('created'));
      }
      leaveFreely();
      await navigate('../..?tab=labels', { relative: 'path' });
    } catch (error) {
      const fault = itemFaultOf(error);
      if (fault) {
        const item = style.itemList[fault.index];
        setSelected(fault.index);
        setItemFault(fault);
        void message.error(
          t('itemFault', { n: fault.index + 1, kind: item ? t(`kind_${item.itemName}`) : '', reason: fault.reason }),
        );
      } else if (!showFieldErrors(form, error)) {
        showApiError(error);
      }
    }
  };

  const current = selected === null ? undefined : style.itemList[selected];
  return (
    <Card
      title={label ? t('designerEdit', { name: label.name }) : t('designerNew')}
      extra={
        <Button
          type="primary"
          icon={<SaveOutlined />}
          loading={create.isPending || update.isPending}
          onClick={() => void save()}
        >
          {t('save')}
        </Button>
      }
    >
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={7}>
          <Form<LabelBasics>
            form={form}
            layout="vertical"
            name="label-form"
            initialValues={{ name: label?.name ?? '', type: label?.type ?? 'weight' }}
          >
            <Tabs
              items={[
                {
                  key: 'basic',
                  label: t('basicInfo'),
                  children: (
                    <>
                      <LabelBasicsFields />
                      <LabelSizeFields size={style.size} onChange={(size) => edit(fitItemsInto(style, size))} />
                    </>
                  ),
                },
                {
                  key: 'barcode',
                  label: t('barcodeInfo'),
                  children: <BarcodeUnitsEditor style={style} onChange={(next) => edit({ ...style, ...next })} />,
                },
                {
                  key: 'qr',
                  label: t('qrInfo'),
                  children: (
                    <QrFieldsPicker
                      value={style.qr_code_list}
                      onChange={(fields) => edit({ ...style, qr_code_list: fields })}
                    />
                  ),
                },
              ]}
            />
          </Form>
        </Col>
        <Col xs={24} xl={10}>
          <Space wrap style={{ marginBottom: 12 }}>
            <Button icon={<FontSizeOutlined />} onClick={() => addItem('text')}>
              {t('addText')}
            </Button>
            <Button icon={<BarcodeOutlined />} onClick={() => addItem('barCode')}>
              {t('addBarcode')}
            </Button>
            <Button icon={<QrcodeOutlined />} onClick={() => addItem('QRCode')}>
              {t('addQr')}
            </Button>
            <Tooltip title="Ctrl+Z">
              <Button icon={<UndoOutlined />} disabled={!history.past.length} onClick={() => setHistory(undo)}>
                {t('undo')}
              </Button>
            </Tooltip>
            <Tooltip title="Ctrl+Y">
              <Button icon={<RedoOutlined />} disabled={!history.future.length} onClick={() => setHistory(redo)}>
                {t('redo')}
              </Button>
            </Tooltip>
            <Button danger icon={<DeleteOutlined />} disabled={selected === null} onClick={removeSelected}>
              {t('removeItem')}
            </Button>
          </Space>
          <Space wrap style={{ marginBottom: 12 }}>
            <Typography.Text>{t('zoom')}</Typography.Text>
            <Slider
              min={3}
              max={12}
              value={zoom}
              onChange={setZoom}
              style={{ width: 120 }}
              tooltip={{ formatter: (v) => `${v} px/mm` }}
            />
            <Typography.Text>{t('grid')}</Typography.Text>
            <Segmented<number>
              value={grid}
              onChange={setGrid}
              options={[1, 2, 5].map((g) => ({ value: g, label: `${g} mm` }))}
            />
          </Space>
          <div
            style={{ overflow: 'auto', background: '#fafafa', border: '1px solid #f0f0f0' }}
            data-testid="label-canvas"
          >
            <LabelCanvas
              style={style}
              data={data}
              px={zoom}
              grid={grid}
              selected={selected}
              onSelect={setSelected}
              onMove={moveItem}
            />
          </div>
        </Col>
        <Col xs={24} xl={7}>
          <Card size="small" title={t('itemProps')} style={{ marginBottom: 16 }}>
            {current && selected !== null ? (
              <ItemProps
                item={current}
                size={style.size}
                fault={itemFault?.index === selected ? itemFault : undefined}
                onChange={(item) => setItem(selected, item)}
              />
            ) : (
              <Typography.Text type="secondary">{t('noSelection')}</Typography.Text>
            )}
          </Card>
          <Card size="small" title={t('previewTitle')} style={{ marginBottom: 16 }}>
            <LabelSvg style={style} data={data} widthPx={260} testId="label-preview" />
          </Card>
          <Card size="small" title={t('printPreview')}>
            <Typography.Paragraph type="secondary">{t('printPreviewHelp')}</Typography.Paragraph>
            <LabelSvg style={style} data={data} actualSize />
          </Card>
        </Col>
      </Row>
    </Card>
  );
}
