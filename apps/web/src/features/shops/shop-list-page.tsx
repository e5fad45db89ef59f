import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ListShopsQuery, Shop } from '@tm/contracts';
import { Button, Card, Empty, Flex, Space, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirmDelete } from '../../shared/confirm-delete';
import { formatTime } from '../../shared/format';
import { registerMessages } from '../../shared/i18n';
import { FilterInput, ListFilters, useFilterDraft } from '../../shared/list-filters';
import { ListTable, type ListColumn } from '../../shared/list-table';
import { ContactLine, type PhoneCard } from '../../shared/phone-card-list';
import { useIsSystemAdmin, useMayDelete } from '../../shared/session';
import { listLoading, useListQuery } from '../../shared/use-list-query';
import { useDeleteShop, useShops } from './shops.api';
import { shopsMessages } from './shops.messages';

registerMessages('shops', shopsMessages);

// The first page a company's people open, kept light: the dialog (antd's form engine and select)
// and the administrators' company picker load when wanted (docs/performance.md, web bundle).
const loadShopForm = () => import('./shop-form-modal');
const ShopFormModal = lazy(() => loadShopForm().then((module) => ({ default: module.ShopFormModal })));
const CompanyPicker = lazy(() =>
  import('../../shared/pickers/company-picker').then((module) => ({ default: module.CompanyPicker })),
);

// antd's secondary text, without its Typography (an ellipsis engine this light page does without).
const SECONDARY = { color: 'var(--ant-color-text-secondary)' };

type Filters = { name?: string | undefined; contact?: string | undefined; company_id?: number | undefined };

export function ShopListPage() {
  const { t } = useTranslation('shops');
  const isAdmin = useIsSystemAdmin();
  const area = isAdmin ? 'admin' : 'project';
  const { filters, paging, setFilters, setPaging } = useListQuery<Filters>(['company_id']);
  const [draft, setDraft] = useFilterDraft(filters);
  // The dialog stays once loaded, so it closes as antd's dialogs do.
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const [editing, setEditing] = useState<{ shop?: Shop } | null>(null);
  const query: ListShopsQuery = { ...filters, ...paging };
  const shops = useShops(query);
  const remove = useDeleteShop();
  const confirmDelete = useConfirmDelete();
  const mayDelete = useMayDelete();

  const openDialog = (shop?: Shop) => {
    setDialogLoaded(true);
    setEditing(shop ? { shop } : {});
  };
  // Pointing at a button that opens the dialog starts loading it.
  const prefetchDialog = { onPointerEnter: loadShopForm, onFocus: loadShopForm };

  const nameLink = (shop: Shop) => <Link to={`/${area}/shopMng/shopList/manage/${shop.id}`}>{shop.name}</Link>;
  const categoryTags = (shop: Shop) => shop.categories.map((category) => <Tag key={category}>{category}</Tag>);
  const actionsOf = (shop: Shop) => (
    <Space size={0}>
      <Button type="link" size="small" icon={<EditOutlined />} onClick={() => openDialog(shop)} {...prefetchDialog}>
        {t('common:edit')}
      </Button>
      {mayDelete && (
        <Button
          type="link"
          size="small"
          danger
          icon={<DeleteOutlined />}
          onClick={() => confirmDelete(shop.name, () => remove.mutateAsync(shop.id))}
        >
          {t('common:delete')}
        </Button>
      )}
    </Space>
  );

  const columns: ListColumn<Shop>[] = [
    { key: 'name', title: t('name'), render: nameLink },
    ...(isAdmin ? [{ key: 'company', title: t('company'), render: (shop: Shop) => shop.company_name }] : []),
    { key: 'contact', title: t('contactPerson'), render: (shop) => shop.contact_person },
    { key: 'phone', title: t('phoneNumber'), render: (shop) => shop.phone_number },
    { key: 'address', title: t('address'), render: (shop) => shop.address, ellipsis: true },
    { key: 'categories', title: t('categories'), render: categoryTags },
    { key: 'updated', title: t('updatedTime'), render: (shop) => formatTime(shop.last_modified_time), width: 150 },
    { key: 'actions', title: t('common:actions'), width: 150, render: actionsOf },
  ];

  // On a phone: who to call, a tap away, and where the shop is.
  const shopCard = (shop: Shop): PhoneCard => ({
    title: nameLink(shop),
    extra: isAdmin ? <span style={SECONDARY}>{shop.company_name}</span> : undefined,
    body: (
      <Flex vertical gap={4}>
        <ContactLine person={shop.contact_person} phone={shop.phone_number} />
        {shop.address && <span style={SECONDARY}>{shop.address}</span>}
        <Flex wrap align="center" justify="space-between" gap={8}>
          <span>{categoryTags(shop)}</span>
          {actionsOf(shop)}
        </Flex>
      </Flex>
    ),
  });

  const search = (values: Filters) =>
    setFilters({ name: values.name?.trim(), contact: values.contact?.trim(), company_id: values.company_id });

  return (
    <Card
      title={t('shell:shopList')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => openDialog()} {...prefetchDialog}>
          {t('createShop')}
        </Button>
      }
    >
      <ListFilters onSearch={() => search(draft)} onReset={() => search({})}>
        {isAdmin && (
          <Suspense fallback={<span className="list-filters-placeholder" />}>
            <CompanyPicker
              id="shop-filters_company_id"
              value={draft.company_id}
              onChange={(company_id) => setDraft({ ...draft, company_id })}
            />
          </Suspense>
        )}
        <FilterInput
          id="shop-filters_name"
          label={t('searchName')}
          value={draft.name}
          onChange={(name) => setDraft({ ...draft, name })}
        />
        <FilterInput
          id="shop-filters_contact"
          label={t('searchContact')}
          value={draft.contact}
          onChange={(contact) => setDraft({ ...draft, contact })}
        />
      </ListFilters>
      <ListTable<Shop>
        columns={columns}
        rows={shops.data?.list ?? []}
        rowKey={(shop) => shop.id}
        loading={listLoading(shops)}
        minWidth={900}
        phoneCard={shopCard}
        empty={<Empty description={t(Object.keys(filters).length > 0 ? 'noShopsMatch' : 'emptyHint')} />}
        paging={{
          page: paging.page,
          perPage: paging.per_page,
          total: shops.data?.meta.total ?? 0,
          onChange: setPaging,
        }}
      />
      {dialogLoaded && (
        <Suspense fallback={null}>
          <ShopFormModal
            open={editing !== null}
            shop={editing?.shop}
            chooseCompany={isAdmin}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </Card>
  );
}
