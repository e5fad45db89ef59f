import type { FitProblem, GoodsFit } from '@tm/contracts';
import { Badge, Popover, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { registerMessages } from '../../shared/i18n';
import { problemKey, scaleFitMessages } from './scale-fit.messages';

registerMessages('scaleFit', scaleFitMessages);

/** The problems of one good on one scale, one line each. */
export function FitProblemList({ problems }: { problems: FitProblem[] }) {
  const { t } = useTranslation('scaleFit');
  return (
    <ul style={{ margin: 0, paddingInlineStart: 18 }}>
      {problems.map((problem) => (
        <li key={problem.code}>{t(problemKey(problem.code), { detail: problem.detail })}</li>
      ))}
    </ul>
  );
}

/** In the goods list: nothing when every scale takes the good, else a warning with the reasons per scale. */
export function GoodFitTag({ fit }: { fit: GoodsFit[number] | undefined }) {
  const { t } = useTranslation('scaleFit');
  if (!fit || fit.scales.length === 0) {
    return <Typography.Text type="secondary">—</Typography.Text>;
  }
  return (
    <Popover
      title={t('unfit', { n: fit.scales.length })}
      content={
        <Space orientation="vertical" style={{ maxWidth: 420 }}>
          {fit.scales.map((scale) => (
            <div key={scale.scale_id}>
              <Typography.Text strong>
                {scale.shop_name} · {scale.scale_name}
              </Typography.Text>
              {scale.via_gateway && <Tag style={{ marginInlineStart: 8 }}>{t('viaGateway')}</Tag>}
              <FitProblemList problems={scale.problems} />
            </div>
          ))}
        </Space>
      }
    >
      <Tag color="warning" style={{ cursor: 'help' }}>
        <Badge status="warning" /> {t('unfit', { n: fit.scales.length })}
      </Tag>
    </Popover>
  );
}
