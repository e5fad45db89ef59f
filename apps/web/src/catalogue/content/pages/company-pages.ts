import type { StaticPage } from '../types';

export const about: StaticPage = {
  kind: 'static',
  route: '/about',
  family: 'bench-scale',
  ch: {
    title: '关于我们',
    description: 'TM 电子秤：零售与工业电子秤、标签打印机、贴标机与包装机的制造商，并提供云端后台。',
    lead: 'TM 电子秤是一家电子秤制造商：从生鲜称重台到配送中心、从实验室到地磅房，我们为称重、计价、计数与打印提供设备和云端管理。',
    sections: [
      {
        heading: '我们做什么',
        items: [
          '条码标签秤与 AI 智能识别秤：称重、计价、打印条码标签',
          '收银秤、价签秤与计价秤：称重收银一体，停电也能继续工作',
          '计数秤、台秤与称重仪表：精度最高 1/15000，台秤最大 300 kg，仪表称量范围 1 kg 至 50 T',
          '标签打印机、贴标机与包装机：配送中心与加工间的批量设备',
        ],
      },
      {
        heading: '服务的客户',
        paragraphs: [
          '蔬菜基地、农贸与批发市场、超市、生鲜连锁与社区门店是我们的主要用户；实验室、工厂、金融与票务行业也用我们的计数秤与称重设备。',
        ],
      },
      {
        heading: '云端后台',
        paragraphs: [
          '联网秤接入我们的云端后台。商户在后台管理门店、商品、电子秤、标签与销售记录，查看统计报表，管理公司用户，并通过客服工单与我们联系；系统管理员为各公司开通权限与服务。',
        ],
        links: [{ href: '/sign/login', label: '登录云端后台' }],
      },
      {
        heading: '了解更多',
        links: [
          { href: '/device', label: '设备中心' },
          { href: '/houer', label: '质量荣誉' },
          { href: '/pinzhi', label: '品质保证' },
        ],
      },
    ],
  },
  en: {
    title: 'About us',
    description:
      'TM Scales makes electronic scales for retail and industry, label printers, labeling and packaging machines, and runs a cloud console for them.',
    lead: 'TM Scales is a maker of electronic scales. From fresh-food counters to distribution centres, from laboratories to weighbridge offices, we supply the equipment and the cloud management for weighing, pricing, counting and printing.',
    sections: [
      {
        heading: 'What we make',
        items: [
          'Barcode label scales and AI identification scales that weigh, price and print barcode labels',
          'Cash-register, price-tag and price scales that weigh and take payment, and keep going in a power cut',
          'Counting scales, bench scales and indicators: precision up to 1/15000, platforms up to 300 kg, indicators from 1 kg to 50 T',
          'Label printers, labeling machines and packaging machines for distribution centres and preparation rooms',
        ],
      },
      {
        heading: 'Who uses them',
        paragraphs: [
          'Vegetable farms, wet and wholesale markets, supermarkets, fresh-food chains and neighbourhood shops are our main users; laboratories, factories, finance and ticketing also use our counting and weighing equipment.',
        ],
      },
      {
        heading: 'The cloud console',
        paragraphs: [
          'Networked scales join our cloud console. Merchants manage shops, products, scales, labels and sales records there, see statistics, manage their company’s users and reach us through customer-service work orders; system administrators grant each company its permissions and services.',
        ],
        links: [{ href: '/sign/login', label: 'Sign in to the cloud console' }],
      },
      {
        heading: 'More',
        links: [
          { href: '/device', label: 'Equipment centre' },
          { href: '/houer', label: 'Quality honours' },
          { href: '/pinzhi', label: 'Quality assurance' },
        ],
      },
    ],
  },
};

/** Equipment centre: what the production and test equipment checks, figure by figure. */
export const device: StaticPage = {
  kind: 'static',
  route: '/device',
  parent: '/about',
  family: 'packaging-machine',
  ch: {
    title: '设备中心',
    description: '生产与检验设备：称量、打印、接口、供电与环境各环节对照规格参数检验。',
    lead: '我们的生产与检验设备围绕规格表里的数字工作：精度、打印、接口、续航与使用环境。',
    sections: [
      {
        heading: '检验环节',
        cards: [
          {
            href: '/pinzhi',
            family: 'label-scale',
            title: '称量检验',
            text: '按 1/3000 与 1/15000 的精度要求检验称量。',
          },
          {
            href: '/chanpincontain',
            family: 'label-printer',
            title: '打印检验',
            text: '检验 75 mm/s 打印速度与 56 mm 打印宽度。',
          },
          {
            href: '/tcs',
            family: 'instrument',
            title: '接口检验',
            text: '逐一通电检查 RS232、RJ45、RJ11 接口与选配的无线模块。',
          },
          {
            href: '/sya',
            family: 'cash-register-scale',
            title: '续航检验',
            text: '收银秤检验停电后称重 8 小时、打印 200 张小票的续航。',
          },
        ],
      },
      {
        heading: '批量设备',
        paragraphs: [
          '贴标机与包装机在出厂前按 220V 供电要求通电调试，贴标机检验每分钟 35 包、包装机检验每分钟 30 盒的速度。',
        ],
        links: [{ href: '/packmachine', label: '贴标机与包装机' }],
      },
    ],
  },
  en: {
    title: 'Equipment centre',
    description:
      'Production and test equipment: weighing, printing, ports, power and environment checked against the specifications.',
    lead: 'Our production and test equipment works to the figures in the specification tables: precision, printing, ports, battery and environment.',
    sections: [
      {
        heading: 'What is checked',
        cards: [
          {
            href: '/pinzhi',
            family: 'label-scale',
            title: 'Weighing',
            text: 'Weighing is checked against precision of 1/3000 and 1/15000.',
          },
          {
            href: '/chanpincontain',
            family: 'label-printer',
            title: 'Printing',
            text: 'Print speed of 75 mm/s and print width of 56 mm are checked.',
          },
          {
            href: '/tcs',
            family: 'instrument',
            title: 'Ports',
            text: 'RS232, RJ45 and RJ11 ports and optional wireless modules are powered up one by one.',
          },
          {
            href: '/sya',
            family: 'cash-register-scale',
            title: 'Battery',
            text: 'Cash-register scales are checked for 8 hours of weighing and 200 receipts on battery.',
          },
        ],
      },
      {
        heading: 'Batch equipment',
        paragraphs: [
          'Labeling and packaging machines are powered and set up on 220V before shipping; the labeler is run at 35 packs a minute and the packaging machine at 30.',
        ],
        links: [{ href: '/packmachine', label: 'Labeling and packaging machines' }],
      },
    ],
  },
};

/** Quality honours: the spec names no certificate, so the page lists standards and says the gallery is pending. */
export const houer: StaticPage = {
  kind: 'static',
  route: '/houer',
  parent: '/about',
  ch: {
    title: '质量荣誉',
    description: '执行标准与质量指标：LED 计数秤 GB/T7722-2005，条码秤精度 1/3000，计数秤精度 1/15000。',
    lead: '我们的产品执行的标准与达到的精度。',
    sections: [
      { heading: '执行标准', items: ['LED 计数秤：GB/T7722-2005'] },
      {
        heading: '精度指标',
        items: ['条码标签秤、收银秤与价签秤：1/3000', '计数秤：1/15000'],
      },
      {
        heading: '荣誉证书',
        paragraphs: ['证书与荣誉的图片正在整理，整理完成后在这里发布。'],
        links: [{ href: '/pinzhi', label: '品质保证' }],
      },
    ],
  },
  en: {
    title: 'Quality honours',
    description:
      'Standards and quality figures: GB/T7722-2005 for the LED counting scale, 1/3000 for barcode scales, 1/15000 for counting scales.',
    lead: 'The standards our products are built to and the precision they reach.',
    sections: [
      { heading: 'Standards', items: ['LED counting scale: GB/T7722-2005'] },
      {
        heading: 'Precision',
        items: ['Barcode label, cash-register and price-tag scales: 1/3000', 'Counting scales: 1/15000'],
      },
      {
        heading: 'Certificates',
        paragraphs: ['Pictures of our certificates and awards are being collected and will be published here.'],
        links: [{ href: '/pinzhi', label: 'Quality assurance' }],
      },
    ],
  },
};

/** Price-computing scale index with the small pager of spec §2.5 (total 100, page size 5). */
export const classjijia: StaticPage = {
  kind: 'static',
  route: '/classjijia',
  family: 'price-tag-scale',
  pager: { total: 100, pageSize: 5 },
  ch: {
    title: '计价秤分类',
    description: '计价秤、触摸屏价签秤、安卓价签秤、电子收银秤与收银秤：按重量、按数量、按定重数量计价。',
    lead: '会算价的秤：按重量、按数量或按定重数量计价，按门店需要选择机型。',
    sections: [
      {
        heading: '三种计价方式',
        items: ['按重量：散装生鲜', '按数量：计件商品', '按定重数量：预包装商品'],
      },
      {
        heading: '计价秤机型',
        cards: [
          {
            href: '/aAcsthree',
            family: 'price-tag-scale',
            title: 'ACS-Aa 计价秤',
            text: '24 键键盘，最多 4000 种商品。',
          },
          {
            href: '/acsten',
            family: 'price-tag-scale',
            title: 'TM-Q 触摸屏价签秤',
            text: '142 个快捷键，最多 10000 个 PLU。',
          },
          { href: '/tmaz', family: 'price-tag-scale', title: '安卓价签秤', text: '电容触摸屏，Android 系统。' },
          {
            href: '/acsnine',
            family: 'cash-register-scale',
            title: 'TM-PC 电子收银秤',
            text: '15 英寸彩色屏，10000 种商品。',
          },
          {
            href: '/syafive',
            family: 'cash-register-scale',
            title: 'SY-A5 收银秤',
            text: '停电后称重 8 小时、打印 200 张小票。',
          },
        ],
      },
    ],
    pager: {
      summary: '共 {total} 条，每页 {size} 条',
      previous: '上一页',
      next: '下一页',
      pageLabel: '第 {page} / {pages} 页',
    },
  },
  en: {
    title: 'Price-computing scale index',
    description:
      'Price scales, touch-screen and Android price-tag scales and cash-register scales that price by weight, by quantity or by quantity at a fixed weight.',
    lead: 'Scales that work out the price: by weight, by quantity or by quantity at a fixed weight. Pick the model your shop needs.',
    sections: [
      {
        heading: 'Three pricing modes',
        items: [
          'By weight: loose fresh produce',
          'By quantity: goods sold by the piece',
          'By quantity at a fixed weight: pre-packed goods',
        ],
      },
      {
        heading: 'Price-computing models',
        cards: [
          {
            href: '/aAcsthree',
            family: 'price-tag-scale',
            title: 'ACS-Aa price scale',
            text: '24-key pad; up to 4000 products.',
          },
          {
            href: '/acsten',
            family: 'price-tag-scale',
            title: 'TM-Q touch-screen price-label scale',
            text: '142 shortcut keys; up to 10,000 PLUs.',
          },
          {
            href: '/tmaz',
            family: 'price-tag-scale',
            title: 'Android price-tag scale',
            text: 'Capacitive touch screen; Android.',
          },
          {
            href: '/acsnine',
            family: 'cash-register-scale',
            title: 'TM-PC cash-register scale',
            text: '15-inch colour screen; 10,000 products.',
          },
          {
            href: '/syafive',
            family: 'cash-register-scale',
            title: 'SY-A5 cash-register scale',
            text: '8 hours of weighing and 200 receipts after a power cut.',
          },
        ],
      },
    ],
    pager: {
      summary: '{total} items, {size} per page',
      previous: 'Previous',
      next: 'Next',
      pageLabel: 'Page {page} of {pages}',
    },
  },
};
