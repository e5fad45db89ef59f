import type { Lang, QrDetail } from '@tm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { langFromHeader } from '../../http/lang';
import { QR_PATH, qrDetail } from './label-qr.service';

/**
 * `/external/qrdetail/{id}`: the page a shopper opens by scanning the QR code on a label. Plain
 * HTML written by the server, no script: it opens at once on any phone, and shows only what the
 * label already printed (names, information lines, the shop, the sale).
 */
const TEXT = {
  ch: {
    title: '商品信息',
    plu: '商品编号',
    shop: '门店',
    sale: '本次称重',
    weight: '净重',
    quantity: '数量',
    unitPrice: '单价',
    total: '金额',
    packed: '包装日期',
    bestBefore: '保质期至',
    perKg: '元/千克',
    pieces: '件',
    yuan: '元',
    kg: '千克',
    notFoundTitle: '页面不存在',
    notFound: '抱歉，你访问的页面不存在',
    notFoundHint: '二维码可能已损坏或不是本系统打印的，请向门店工作人员咨询。',
    other: 'English',
  },
  en: {
    title: 'Product information',
    plu: 'Product no.',
    shop: 'Shop',
    sale: 'This purchase',
    weight: 'Net weight',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    total: 'Total',
    packed: 'Packed on',
    bestBefore: 'Best before',
    perKg: 'yuan/kg',
    pieces: 'pcs',
    yuan: 'yuan',
    kg: 'kg',
    notFoundTitle: 'Page not found',
    notFound: 'Sorry, the page you visited does not exist',
    notFoundHint: 'The QR code may be damaged or not printed by this system; please ask the shop staff.',
    other: '中文',
  },
} satisfies Record<Lang, Record<string, string>>;

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const yuan = (fen: number) => (fen / 100).toFixed(2);

const STYLE = `body{margin:0;font:16px/1.5 -apple-system,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;color:#1f1f1f;background:#f5f5f5}
main{max-width:520px;margin:0 auto;padding:16px}
.card{background:#fff;border-radius:12px;padding:16px;margin-bottom:12px}
h1{font-size:24px;margin:0 0 4px}.sub{color:#595959;margin:0}
img{display:block;width:100%;max-height:280px;object-fit:cover;border-radius:12px;margin-bottom:12px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0}dt{color:#6b6b6b}dd{margin:0;font-weight:600}
.total{font-size:22px;color:#cf1322}h2{font-size:16px;margin:0 0 12px;color:#595959}
footer{text-align:center;font-size:14px;padding:8px}a{color:#1677ff}`;

function page(lang: Lang, title: string, body: string, otherLangHref: string): string {
  const t = TEXT[lang];
  return `<!doctype html><html lang="${lang === 'en' ? 'en' : 'zh-CN'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}
<footer><a href="${escape(otherLangHref)}" hreflang="${lang === 'en' ? 'zh-CN' : 'en'}">${t.other}</a></footer></main></body></html>`;
}

function row(label: string, value: string, className = ''): string {
  return `<dt>${escape(label)}</dt><dd${className ? ` class="${className}"` : ''}>${escape(value)}</dd>`;
}

function detailBody(lang: Lang, detail: QrDetail): string {
  const t = TEXT[lang];
  const [name = '', ...otherNames] = detail.name_lines;
  const facts = [row(t.plu, String(detail.plu)), detail.shop_name ? row(t.shop, detail.shop_name) : ''].join('');
  const sale = detail.sale;
  const saleRows = sale
    ? [
        sale.weight_g !== null ? row(t.weight, `${(sale.weight_g / 1000).toFixed(3)} ${t.kg}`) : '',
        sale.quantity !== null ? row(t.quantity, `${sale.quantity} ${t.pieces}`) : '',
        sale.unit_price !== null
          ? row(t.unitPrice, `${yuan(sale.unit_price)} ${sale.weight_g !== null ? t.perKg : t.yuan}`)
          : '',
        sale.total_price !== null ? row(t.total, `${yuan(sale.total_price)} ${t.yuan}`, 'total') : '',
        sale.pack_date ? row(t.packed, sale.pack_date) : '',
        sale.best_before ? row(t.bestBefore, sale.best_before) : '',
      ].join('')
    : '';
  return [
    detail.img_url ? `<img src="${escape(detail.img_url)}" alt="${escape(name)}">` : '',
    `<section class="card"><h1>${escape(name)}</h1>`,
    ...otherNames.map((line) => `<p class="sub">${escape(line)}</p>`),
    ...detail.info_lines.map((line) => `<p class="sub">${escape(line)}</p>`),
    `</section><section class="card"><dl>${facts}</dl></section>`,
    saleRows ? `<section class="card"><h2>${t.sale}</h2><dl>${saleRows}</dl></section>` : '',
  ].join('');
}

export const qrDetailPage: FastifyPluginAsyncZod = async (app) => {
  app.get(
    // A wildcard, not `:id`: a signed link is longer than the router's 100-character parameter limit.
    `${QR_PATH}*`,
    {
      schema: {
        hide: true,
        params: z.object({ '*': z.string().max(800) }),
        querystring: z.object({ lang: z.enum(['ch', 'en']).optional() }),
      },
    },
    async (req, reply) => {
      const lang = req.query.lang ?? langFromHeader(req.headers['accept-language']);
      const otherLangHref = `${QR_PATH}${encodeURIComponent(req.params['*'])}?lang=${lang === 'en' ? 'ch' : 'en'}`;
      const detail = await qrDetail({ db: req.publicCtx.db }, req.params['*']);
      void reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      if (!detail) {
        const t = TEXT[lang];
        return reply
          .code(404)
          .send(
            page(
              lang,
              t.notFoundTitle,
              `<section class="card"><h1>${t.notFound}</h1><p class="sub">${t.notFoundHint}</p></section>`,
              otherLangHref,
            ),
          );
      }
      return reply.send(
        page(lang, `${detail.name_lines[0] ?? ''} · ${TEXT[lang].title}`, detailBody(lang, detail), otherLangHref),
      );
    },
  );
};
