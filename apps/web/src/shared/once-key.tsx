import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A secret shown once (a device or gateway key): large, breakable, with a copy button that says
 * when it has copied.
 */
export function OnceKeyText({ value, testId }: { value: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Typography.Text
      code
      data-testid={testId}
      style={{ fontSize: 16, wordBreak: 'break-all' }}
      copyable={{
        text: value,
        tooltips: [t('copy'), t('copied')],
        icon: [
          <Button key="copy" size="small" icon={<CopyOutlined />}>
            {t('copy')}
          </Button>,
          <Button key="copied" size="small" icon={<CheckOutlined />}>
            {t('copied')}
          </Button>,
        ],
      }}
    >
      {value}
    </Typography.Text>
  );
}
