import { InboxOutlined } from '@ant-design/icons';
import { Upload } from 'antd';

/**
 * One spreadsheet (.xlsx or .csv) to upload, chosen by click or drop and removable; usable as a
 * form field (`value`, `onChange`). The dialog sends it itself, with its progress, not antd.
 */
export function SheetFilePicker({
  value,
  onChange,
  disabled = false,
  text,
  hint,
}: {
  value?: File | null;
  onChange?: (file: File | undefined) => void;
  disabled?: boolean;
  text: string;
  hint?: string;
}) {
  return (
    <Upload.Dragger
      accept=".xlsx,.csv"
      disabled={disabled}
      maxCount={1}
      fileList={value ? [{ uid: 'file', name: value.name, status: 'done' }] : []}
      beforeUpload={(file) => {
        onChange?.(file);
        return false;
      }}
      onRemove={() => onChange?.(undefined)}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">{text}</p>
      {hint && <p className="ant-upload-hint">{hint}</p>}
    </Upload.Dragger>
  );
}
