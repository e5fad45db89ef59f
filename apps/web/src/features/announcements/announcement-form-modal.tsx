import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  type Announcement,
  type SaveAnnouncementBody,
} from '@tm/contracts';
import { Alert, App, DatePicker, Form, Input, Modal, Radio, Space, Tabs, Typography, theme, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorWithReasons } from '../../shared/error-reasons';
import { showFieldErrors } from '../../shared/form-errors';
import { formatTime } from '../../shared/format';
import { AnnouncementBody } from './announcement-body';
import { useSaveAnnouncement } from './announcements.api';

/** How it is to go out: kept a draft, at once, or at a chosen time. */
type PublishMode = 'draft' | 'now' | 'schedule';
const PUBLISH_MODES: readonly PublishMode[] = ['draft', 'now', 'schedule'];

type Values = {
  title: string;
  body: string;
  title_en: string;
  body_en: string;
  mode: PublishMode;
  at: Dayjs | null;
};

/** The form's two versions: Chinese, which every announcement has, and the optional English one. */
type Version = 'ch' | 'en';
const VERSION_FIELDS: Record<Version, [keyof Values, keyof Values]> = {
  ch: ['title', 'body'],
  en: ['title_en', 'body_en'],
};

/** The form's starting values: a new announcement is a draft; a scheduled one shows its time. */
function initialValuesOf(announcement: Announcement | null): Values {
  if (!announcement) {
    return { title: '', body: '', title_en: '', body_en: '', mode: 'draft', at: null };
  }
  const isScheduled = announcement.status === 'scheduled' && announcement.publish_at !== null;
  return {
    title: announcement.title,
    body: announcement.body,
    title_en: announcement.title_en ?? '',
    body_en: announcement.body_en ?? '',
    mode: isScheduled ? 'schedule' : 'draft',
    at: isScheduled ? dayjs(announcement.publish_at) : null,
  };
}

/** What the formatted text will look like, as the public page shows it. */
function Preview({ text, version }: { text: string; version: Version }) {
  const { t } = useTranslation('announcements');
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: 24 }}>
      <Typography.Text type="secondary">{t('preview')}</Typography.Text>
      <div
        data-testid={`announcement-preview-${version}`}
        style={{
          marginTop: 4,
          padding: '8px 12px',
          maxHeight: 240,
          overflowY: 'auto',
          border: `1px dashed ${token.colorBorder}`,
          borderRadius: token.borderRadius,
          background: token.colorFillQuaternary,
        }}
      >
        {text.trim() ? (
          <AnnouncementBody text={text} />
        ) : (
          <Typography.Text type="secondary">{t('previewEmpty')}</Typography.Text>
        )}
      </div>
    </div>
  );
}

/** `publish_at` as the API takes it; a published announcement sends its own time back unchanged. */
function publishAtOf(values: Values, announcement: Announcement | null): SaveAnnouncementBody['publish_at'] {
  if (announcement?.status === 'published') {
    return announcement.publish_at;
  }
  switch (values.mode) {
    case 'draft':
      return null;
    case 'now':
      return 'now';
    case 'schedule':
      if (!values.at) {
        return null;
      }
      // An untouched time goes back exactly: it may have gone out meanwhile, and then only its own time is taken.
      if (announcement?.publish_at && values.at.isSame(announcement.publish_at, 'minute')) {
        return announcement.publish_at;
      }
      return values.at.second(0).millisecond(0).toISOString();
  }
}

/** The day's remaining hours and minutes only: a scheduled time lies ahead. */
function disabledPastTime(day: Dayjs | null) {
  const now = dayjs();
  if (!day?.isSame(now, 'day')) {
    return {};
  }
  const before = (n: number) => Array.from({ length: n }, (_, i) => i);
  return {
    disabledHours: () => before(now.hour()),
    disabledMinutes: (hour: number) => (hour === now.hour() ? before(now.minute() + 1) : []),
  };
}

/** One version's title and text, with the text's preview; `titleRules` and `bodyRules` say when they are needed. */
function VersionFields({
  version,
  text,
  titleRules,
  bodyRules,
}: {
  version: Version;
  text: string;
  titleRules: FormRule[];
  bodyRules: FormRule[];
}) {
  const { t } = useTranslation('announcements');
  const [titleName, bodyName] = VERSION_FIELDS[version];
  const tooLong = (max: number) => ({ max, message: t('textTooLong', { max }) });
  return (
    <>
      <Form.Item
        name={titleName}
        label={t(version === 'en' ? 'form_title_en' : 'form_title')}
        dependencies={version === 'en' ? [bodyName] : undefined}
        rules={[...titleRules, tooLong(ANNOUNCEMENT_TITLE_MAX)]}
      >
        <Input showCount maxLength={ANNOUNCEMENT_TITLE_MAX} />
      </Form.Item>
      <Form.Item
        name={bodyName}
        label={t(version === 'en' ? 'form_body_en' : 'form_body')}
        extra={t('formatHint')}
        dependencies={version === 'en' ? [titleName] : undefined}
        rules={[...bodyRules, tooLong(ANNOUNCEMENT_BODY_MAX)]}
      >
        <Input.TextArea
          autoSize={{ minRows: 6, maxRows: 14 }}
          showCount
          maxLength={ANNOUNCEMENT_BODY_MAX}
          placeholder={version === 'ch' ? t('bodyPlaceholder') : undefined}
        />
      </Form.Item>
      <Preview text={text} version={version} />
    </>
  );
}

type Props = {
  /** Open for a new announcement (`null`) or for this one; closed when undefined. */
  announcement: Announcement | null | undefined;
  onClose: () => void;
};

/**
 * Writes or corrects an announcement, with a live preview of its formatting, and says how it goes
 * out. Once published its time is fixed (the server refuses a change), so it is shown, not asked.
 */
export function AnnouncementFormModal({ announcement, onClose }: Props) {
  const { t } = useTranslation('announcements');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [version, setVersion] = useState<Version>('ch');
  const save = useSaveAnnouncement();
  const editing = announcement ?? null;
  const isPublished = editing?.status === 'published';
  const mode = Form.useWatch('mode', form);
  const body = Form.useWatch('body', form) ?? '';
  const bodyEn = Form.useWatch('body_en', form) ?? '';
  // Half an English version is refused: a title without text, or text without a title.
  const englishNeeds = (other: 'title_en' | 'body_en', messageKey: string) => ({
    validator: (_: unknown, value: string | undefined) => {
      const otherText: unknown = form.getFieldValue(other);
      const isHalf = !value?.trim() && typeof otherText === 'string' && otherText.trim() !== '';
      return isHalf ? Promise.reject(new Error(t(messageKey))) : Promise.resolve();
    },
  });
  /** Opens the version whose fields are wrong, so the message is seen. */
  const showWrongVersion = () => {
    const wrong = (['ch', 'en'] as const).find((key) =>
      VERSION_FIELDS[key].some((field) => form.getFieldError(field).length > 0),
    );
    if (wrong) {
      setVersion(wrong);
    }
  };

  const submit = async (values: Values) => {
    const publishAt = publishAtOf(values, editing);
    try {
      const saved = await save.mutateAsync({
        id: editing?.id ?? null,
        body: {
          title: values.title.trim(),
          body: values.body.trim(),
          title_en: values.title_en.trim() || null,
          body_en: values.body_en.trim() || null,
          publish_at: publishAt,
        },
      });
      if (editing) {
        void message.success(t('saved'));
      } else if (saved.status === 'draft') {
        void message.success(t('savedDraft'));
      } else if (saved.status === 'scheduled') {
        void message.success(t('savedScheduled', { time: formatTime(saved.publish_at) }));
      } else {
        void message.success(t('savedPublished'));
      }
      onClose();
    } catch (error) {
      // The server's `publish_at` belongs under the time when one is being picked, else under the choice.
      const placed = showFieldErrors(form, error, (field) =>
        field === 'publish_at' ? (isPublished ? '_' : values.mode === 'schedule' ? 'at' : 'mode') : field,
      );
      if (placed) {
        showWrongVersion();
      } else {
        showErrorWithReasons(error);
      }
    }
  };

  const okText = isPublished
    ? t('saveButton')
    : mode === 'now'
      ? t('publishButton')
      : mode === 'schedule'
        ? t('scheduleButton')
        : editing
          ? t('saveButton')
          : t('saveDraft');

  return (
    <Modal
      open={announcement !== undefined}
      title={editing ? t('editTitle') : t('createTitle')}
      okText={okText}
      cancelText={t('common:cancel')}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
      destroyOnHidden
      width={760}
    >
      {/* Destroyed and cleared on close: each opening starts from the announcement's values. */}
      <Form<Values>
        form={form}
        layout="vertical"
        name="announcement-form"
        initialValues={initialValuesOf(editing)}
        onFinish={submit}
        onFinishFailed={showWrongVersion}
        clearOnDestroy
      >
        <Tabs
          activeKey={version}
          onChange={(key) => setVersion(key === 'en' ? 'en' : 'ch')}
          items={[
            {
              key: 'ch',
              label: t('version_ch'),
              // Both versions stay in the form while the other is shown: they are checked and sent together.
              forceRender: true,
              children: (
                <VersionFields
                  version="ch"
                  text={body}
                  titleRules={[{ required: true, whitespace: true, message: t('titleRequired') }]}
                  bodyRules={[{ required: true, whitespace: true, message: t('bodyRequired') }]}
                />
              ),
            },
            {
              key: 'en',
              label: t('version_en'),
              forceRender: true,
              children: (
                <>
                  <Typography.Paragraph type="secondary">{t('englishHint')}</Typography.Paragraph>
                  <VersionFields
                    version="en"
                    text={bodyEn}
                    titleRules={[englishNeeds('body_en', 'titleEnRequired')]}
                    bodyRules={[englishNeeds('title_en', 'bodyEnRequired')]}
                  />
                </>
              ),
            },
          ]}
        />
        {isPublished ? (
          <Form.Item label={t('form_publish')}>
            <Alert type="success" showIcon title={t('publishedReadOnly', { time: formatTime(editing.publish_at) })} />
          </Form.Item>
        ) : (
          <Form.Item label={t('form_publish')} required style={{ marginBottom: 0 }}>
            <Space wrap align="start">
              <Form.Item name="mode" noStyle>
                <Radio.Group
                  optionType="button"
                  options={PUBLISH_MODES.map((value) => ({ value, label: t(`publish_${value}`) }))}
                />
              </Form.Item>
              {mode === 'schedule' && (
                <Form.Item
                  name="at"
                  style={{ marginBottom: 0 }}
                  rules={[
                    { required: true, message: t('publishAtRequired') },
                    {
                      validator: (_, at: Dayjs | null) =>
                        at && !at.isAfter(dayjs()) ? Promise.reject(new Error(t('publishAtPast'))) : Promise.resolve(),
                    },
                  ]}
                >
                  <DatePicker
                    showTime={{ format: 'HH:mm' }}
                    format="YYYY-MM-DD HH:mm"
                    placeholder={t('pickTime')}
                    aria-label={t('pickTime')}
                    disabledDate={(day) => day.isBefore(dayjs(), 'day')}
                    disabledTime={disabledPastTime}
                  />
                </Form.Item>
              )}
            </Space>
            {(mode === 'now' || mode === 'schedule') && (
              <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
                {mode === 'now' ? t('publishNowHint') : t('publishScheduleHint')}
              </Typography.Paragraph>
            )}
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
