import { Alert, Card, Flex, Result, Skeleton, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api-client';
import { errorText } from '../../shared/error-reasons';
import { registerMessages } from '../../shared/i18n';
import { ChartFilesContext } from './stats-chart-card';
import { StatsFilterBar, type StatsFilters } from './stats-filters';
import { daysIn } from './stats-period';
import { statsMessages } from './stats.messages';

registerMessages('stats', statsMessages);

type Period = { from: string; to: string; previous_from: string; previous_to: string };

/** A statistics call as the frame reads it (a TanStack query result fits). */
type Answer<T> = { data: T | undefined; error: unknown; isFetching: boolean };

/** Whether a failure is the feature wall: the company has not got statistics (403, `feature`). */
function isFeatureDisabled(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && 'feature' in error.fields;
}

/** A failed statistics call, said plainly in the page instead of leaving it blank. */
function StatsProblem({ error }: { error: unknown }) {
  const { t } = useTranslation('stats');
  if (isFeatureDisabled(error)) {
    return <Result status="403" title={t('featureDisabledTitle')} subTitle={t('featureDisabledText')} />;
  }
  if (error instanceof ApiError && error.status === 404) {
    return <Result status="404" title={t('notFoundTitle')} subTitle={t('notFoundText')} />;
  }
  // A period the server refuses names `to` (period_order, period_too_long).
  const reason = error instanceof ApiError ? error.fields.to : undefined;
  return (
    <Alert
      type="error"
      showIcon
      title={reason ? t('periodRefusedByServer') : t('loadFailed')}
      description={reason ?? errorText(error)}
    />
  );
}

/** The period answered for, and the one it is compared with. */
function PeriodNote({ period }: { period: Period }) {
  const { t } = useTranslation('stats');
  return (
    <Typography.Text type="secondary">
      {t('periodNote', {
        from: period.from,
        to: period.to,
        days: daysIn(period),
        previousFrom: period.previous_from,
        previousTo: period.previous_to,
      })}
    </Typography.Text>
  );
}

/**
 * The frame of every statistics page: its title, the filter bar, the period compared, and then
 * the page's content once the answer is there, or what went wrong. `page` names its chart files.
 */
export function StatsFrame<T extends { period: Period }>({
  page,
  title,
  filters,
  withShop = true,
  withCompany = true,
  answer,
  extra,
  children,
}: {
  page: string;
  title: ReactNode;
  filters: StatsFilters;
  withShop?: boolean;
  withCompany?: boolean;
  answer: Answer<T>;
  extra?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { data, error, isFetching } = answer;
  return (
    <ChartFilesContext value={{ page, from: filters.range.from, to: filters.range.to }}>
      <Flex vertical gap={16}>
        <Card title={title} extra={extra}>
          <Flex vertical gap={12}>
            <StatsFilterBar filters={filters} withShop={withShop} withCompany={withCompany} />
            {data && !error && <PeriodNote period={data.period} />}
          </Flex>
        </Card>
        {error ? (
          <Card>
            <StatsProblem error={error} />
          </Card>
        ) : data ? (
          <Spin spinning={isFetching} delay={200}>
            <Flex vertical gap={16}>
              {children(data)}
            </Flex>
          </Spin>
        ) : (
          <Card>
            <Skeleton active paragraph={{ rows: 6 }} />
          </Card>
        )}
      </Flex>
    </ChartFilesContext>
  );
}
