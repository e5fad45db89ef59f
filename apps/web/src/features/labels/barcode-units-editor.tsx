import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  BARCODE_LENGTH_MAX,
  BARCODE_PRESETS,
  BARCODE_UNIT_ITEMS,
  BARCODE_UNITS_MAX,
  barcodeProblem,
  composeBarcode,
  type BarcodeType,
  type BarcodeUnit,
  type LabelStyle,
} from '@tm/contracts';
import {
  Alert,
  Button,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../shared/i18n';
import { symbolUrl } from './label-render';
import { sampleLabelData } from './label-sample';

type Props = {
  style: LabelStyle;
  disabled?: boolean;
  onChange: (next: Pick<LabelStyle, 'unitList' | 'barcodeType'>) => void;
};

/**
 * The label's unit table (spec §3): how its barcode is built from the sale, part by part, with a
 * preset to start from and the example barcode of the sample good as the user edits.
 */
export function BarcodeUnitsEditor({ style, disabled, onChange }: Props) {
  const { t } = useTranslation('labels');
  const units = [...style.unitList].sort((a, b) => a.unitNo - b.unitNo);
  const setUnits = (next: BarcodeUnit[]) =>
    onChange({ barcodeType: style.barcodeType, unitList: next.map((unit, i) => ({ ...unit, unitNo: i + 1 })) });
  const update = (index: number, patch: Partial<BarcodeUnit>) =>
    setUnits(units.map((unit, i) => (i === index ? { ...unit, ...patch } : unit)));

  // The two counts of a unit (its length, where it starts), edited alike: 0-24 characters.
  const digitsColumn = (key: 'itemLength' | 'startIndex'): TableColumnsType<BarcodeUnit>[number] => ({
    title: t(key),
    key,
    width: 80,
    render: (_, unit, index) => (
      <InputNumber
        disabled={disabled}
        size="small"
        min={0}
        max={BARCODE_LENGTH_MAX}
        precision={0}
        aria-label={t(key)}
        value={unit[key]}
        onChange={(value) => update(index, { [key]: value ?? 0 })}
      />
    ),
  });

  const sample = sampleLabelData(style, '', '');
  const example = units.length ? composeBarcode(units, { ...sample }).text : '';
  const problem = units.length ? barcodeProblem(style.barcodeType, example) : null;
  const exampleUrl = example && !problem ? symbolUrl(style.barcodeType, example) : null;

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Typography.Text>{t('barcodeType')}</Typography.Text>
        <Radio.Group
          disabled={disabled}
          value={style.barcodeType}
          onChange={(event) => onChange({ unitList: style.unitList, barcodeType: event.target.value as BarcodeType })}
          options={[
            { value: 'ean13', label: 'EAN-13' },
            { value: 'code128', label: 'Code 128' },
          ]}
        />
        <Select<number>
          disabled={disabled}
          placeholder={t('presets')}
          style={{ width: 300 }}
          value={null}
          options={BARCODE_PRESETS.map((preset) => ({ value: preset.id, label: preset.name[currentLanguage()] }))}
          onChange={(id) => {
            const preset = BARCODE_PRESETS.find((p) => p.id === id);
            if (preset) {
              onChange({ barcodeType: preset.type, unitList: preset.units.map((unit) => ({ ...unit })) });
            }
          }}
        />
      </Space>
      <Table<BarcodeUnit>
        rowKey="unitNo"
        size="small"
        pagination={false}
        dataSource={units}
        locale={{ emptyText: t('unitsEmpty') }}
        scroll={{ x: 640 }}
        columns={[
          { title: t('unitNo'), dataIndex: 'unitNo', width: 50 },
          {
            title: t('unitItem'),
            key: 'unitItem',
            width: 150,
            render: (_, unit, index) => (
              <Select
                disabled={disabled}
                size="small"
                style={{ width: 140 }}
                value={unit.unitItem}
                aria-label={t('unitItem')}
                options={BARCODE_UNIT_ITEMS.map((item) => ({ value: item, label: t(`unit_${item}`) }))}
                onChange={(unitItem) => update(index, { unitItem })}
              />
            ),
          },
          digitsColumn('itemLength'),
          {
            title: t('cutStyle'),
            key: 'cutStyle',
            width: 110,
            render: (_, unit, index) => (
              <Select
                disabled={disabled}
                size="small"
                style={{ width: 100 }}
                value={unit.cutStyle}
                options={[0, 1, 2].map((cut) => ({ value: cut, label: t(`cut_${cut}`) }))}
                onChange={(cutStyle: 0 | 1 | 2) => update(index, { cutStyle })}
              />
            ),
          },
          digitsColumn('startIndex'),
          {
            title: t('addCharacter'),
            key: 'addCharacter',
            width: 100,
            render: (_, unit, index) => (
              <Input
                disabled={disabled}
                size="small"
                maxLength={6}
                value={unit.addCharacter}
                onChange={(event) => update(index, { addCharacter: event.target.value.replace(/[^0-9A-Za-z -]/g, '') })}
              />
            ),
          },
          {
            key: 'remove',
            width: 40,
            render: (_, _unit, index) => (
              <Button
                disabled={disabled}
                type="text"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('common:delete')}
                onClick={() => setUnits(units.filter((_u, i) => i !== index))}
              />
            ),
          },
        ]}
      />
      <Button
        disabled={disabled || units.length >= BARCODE_UNITS_MAX}
        icon={<PlusOutlined />}
        size="small"
        onClick={() =>
          setUnits([
            ...units,
            {
              unitNo: units.length + 1,
              unitItem: 'item_code',
              itemLength: 5,
              cutStyle: 0,
              startIndex: 0,
              addCharacter: '',
            },
          ])
        }
      >
        {t('addUnit')}
      </Button>
      {example && (
        <Space orientation="vertical" size={4}>
          <Typography.Text>
            {t('exampleBarcode')}{' '}
            <Typography.Text code data-testid="example-barcode">
              {example}
            </Typography.Text>
          </Typography.Text>
          {problem ? (
            <Alert type="error" showIcon title={t(`barcodeBad_${problem}`, { n: example.length })} />
          ) : (
            exampleUrl && <img src={exampleUrl} alt={example} style={{ height: 64 }} />
          )}
        </Space>
      )}
    </Space>
  );
}
