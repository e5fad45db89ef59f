import { Flex } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../shared/image-upload';

type Props = {
  /** Uploaded photo URLs (a Form.Item value). */
  value?: string[];
  onChange?: (urls: string[]) => void;
  max: number;
};

/** Several photos, each through the shared one-image uploader, plus an empty one to add the next. */
export function WorkOrderPhotosInput({ value = [], onChange, max }: Props) {
  const { t } = useTranslation('workorders');
  // An upload finishes after the render that started it: it must change the list as it is then.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  const replace = (index: number, url: string) =>
    onChange?.(
      url
        ? latest.current.map((photo, i) => (i === index ? url : photo))
        : latest.current.filter((_, i) => i !== index),
    );

  return (
    <Flex wrap gap={8}>
      {value.map((url, index) => (
        <ImageUpload key={`${index}:${url}`} value={url} onChange={(next) => replace(index, next)} />
      ))}
      {value.length < max && (
        // A fresh uploader after each photo, so the slot is empty again.
        <ImageUpload
          key={`add-${value.length}`}
          value=""
          label={t('addPhoto')}
          onChange={(url) => url && onChange?.([...latest.current, url])}
        />
      )}
    </Flex>
  );
}
