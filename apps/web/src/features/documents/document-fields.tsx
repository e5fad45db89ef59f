import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_TITLE_MAX,
  DOCUMENT_VERSION_MAX,
  type DocumentCategory,
  type DocumentFields,
} from '@tm/contracts';
import { Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';

/** The form's values: what the server takes, with the optional ones filled in. */
export type DocumentValues = Required<DocumentFields>;

export const EMPTY_DOCUMENT: Omit<DocumentValues, 'category'> & { category: DocumentCategory | undefined } = {
  title_ch: '',
  title_en: '',
  category: undefined,
  version: '',
  is_public: true,
};

/** The category choices in the reader's language, in the contract's order. */
export function useCategoryOptions(): { value: DocumentCategory; label: string }[] {
  const { t } = useTranslation('documents');
  return DOCUMENT_CATEGORIES.map((category) => ({ value: category, label: t(category) }));
}

/** Titles, category, version and visibility: the same fields on upload and on edit. */
export function DocumentFieldItems({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation('documents');
  const categories = useCategoryOptions();
  const titleRules = (required: string) => [
    { required: true, whitespace: true, message: t(required) },
    { max: DOCUMENT_TITLE_MAX, message: t('titleTooLong', { n: DOCUMENT_TITLE_MAX }) },
  ];
  return (
    <>
      <Form.Item name="title_ch" label={t('titleCh')} rules={titleRules('titleChRequired')}>
        <Input disabled={disabled} maxLength={DOCUMENT_TITLE_MAX} />
      </Form.Item>
      <Form.Item name="title_en" label={t('titleEn')} rules={titleRules('titleEnRequired')}>
        <Input disabled={disabled} maxLength={DOCUMENT_TITLE_MAX} />
      </Form.Item>
      <Form.Item name="category" label={t('category')} rules={[{ required: true, message: t('categoryRequired') }]}>
        <Select disabled={disabled} options={categories} />
      </Form.Item>
      <Form.Item
        name="version"
        label={t('version')}
        extra={t('versionHint')}
        rules={[{ max: DOCUMENT_VERSION_MAX, message: t('versionTooLong', { n: DOCUMENT_VERSION_MAX }) }]}
      >
        <Input disabled={disabled} maxLength={DOCUMENT_VERSION_MAX} />
      </Form.Item>
      <Form.Item name="is_public" label={t('isPublic')} valuePropName="checked" extra={t('isPublicHint')}>
        <Switch disabled={disabled} />
      </Form.Item>
    </>
  );
}

/** What the form holds, trimmed as the server will store it. */
export function fieldsOf(values: DocumentValues): DocumentValues {
  return {
    title_ch: values.title_ch.trim(),
    title_en: values.title_en.trim(),
    category: values.category,
    version: values.version.trim(),
    is_public: values.is_public,
  };
}
