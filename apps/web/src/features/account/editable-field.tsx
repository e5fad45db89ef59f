import { EditOutlined } from '@ant-design/icons';
import { App, Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, showApiError } from '../../shared/api-client';

type Props = {
  label: string;
  value: string;
  /** Returns the message to show, or null when the draft is fine. */
  validate?: (draft: string) => string | null;
  onSave: (draft: string) => Promise<unknown>;
  canEdit?: boolean;
  maxLength?: number;
};

/** A value that toggles between view and edit; save returns to view (console spec §4). */
export function EditableField({ label, value, validate, onSave, canEdit = true, maxLength }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  if (draft === null) {
    return (
      <Space>
        <span>{value || '—'}</span>
        {canEdit && (
          <Button
            type="link"
            size="small"
            icon={<EditOutlined />}
            aria-label={`${t('edit')} ${label}`}
            onClick={() => {
              setServerError(null);
              setDraft(value);
            }}
          >
            {t('edit')}
          </Button>
        )}
      </Space>
    );
  }
  const error = serverError ?? validate?.(draft.trim()) ?? null;
  const save = async () => {
    if (validate?.(draft.trim())) {
      return;
    }
    setSaving(true);
    try {
      await onSave(draft.trim());
      message.success(t('saved'));
      setDraft(null);
    } catch (caught) {
      if (caught instanceof ApiError && Object.keys(caught.fields).length > 0) {
        setServerError(Object.values(caught.fields)[0] ?? caught.message);
      } else {
        showApiError(caught);
      }
    } finally {
      setSaving(false);
    }
  };
  return (
    <Space align="start" wrap>
      <div>
        <Input
          value={draft}
          maxLength={maxLength}
          status={error ? 'error' : undefined}
          onChange={(event) => {
            setServerError(null);
            setDraft(event.target.value);
          }}
          onPressEnter={save}
          aria-label={label}
          autoFocus
        />
        {error && <div style={{ color: 'var(--ant-color-error)', fontSize: 12 }}>{error}</div>}
      </div>
      <Button type="primary" size="small" onClick={save} loading={saving}>
        {t('save')}
      </Button>
      <Button size="small" onClick={() => setDraft(null)}>
        {t('cancel')}
      </Button>
    </Space>
  );
}
