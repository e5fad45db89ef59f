import type { StaticPage } from '../types';

export const home: StaticPage = {
  kind: 'static',
  route: '/',
  family: 'label-scale',
  ch: {
    title: 'TM 电子秤：条码秤、收银秤、计数秤与贴标包装设备',
    description:
      '条码标签秤、AI 识别秤、收银秤、价签秤、计数秤、台秤、标签打印机、贴标机与包装机的产品目录、规格参数与说明书下载。',
    lead: '我们生产零售与工业用电子秤：生鲜称重台的条码标签秤与 AI 识别秤，收银秤、价签秤、计数秤、台秤与地磅仪表，以及配送中心的贴标机和包装机。联网机型接入云端后台，门店、商品、秤、标签与销售数据在一处管理。',
    sections: [
      {
        heading: '产品分类',
        cards: [
          {
            href: '/chanpincontain',
            family: 'label-scale',
            title: '条码标签价格秤',
            text: '称重、计价、打印条码标签一次完成。',
          },
          { href: '/ai', family: 'label-scale', title: 'AI 智能识别秤', text: '放上秤盘即识别生鲜商品。' },
          {
            href: '/sya',
            family: 'cash-register-scale',
            title: 'SY 收银秤',
            text: '停电后仍可称重 8 小时、打印 200 张小票。',
          },
          { href: '/tmh', family: 'price-tag-scale', title: 'TM-H 价签秤', text: '最多存储 10000 个 PLU。' },
          {
            href: '/tmp',
            family: 'label-scale',
            title: 'TM-P 标签条码价格秤',
            text: '打印宽度 56 mm 与 48 mm 两种机型。',
          },
          { href: '/tcs', family: 'bench-scale', title: '台秤与收银仪表', text: '7 英寸彩色屏，台秤最大称量 300 kg。' },
          {
            href: '/acsq',
            family: 'counting-scale',
            title: '计数秤与专用秤',
            text: '精度 1/15000 的计数秤、触摸屏与安卓价签秤。',
          },
          { href: '/acspc', family: 'instrument', title: '称重秤', text: '称重秤、标签打印机与 LED 地磅仪表。' },
          {
            href: '/packmachine',
            family: 'labeling-machine',
            title: '贴标机与包装机',
            text: '每分钟最高贴标 35 包、包装 30 盒。',
          },
        ],
      },
      {
        heading: '为谁而做',
        items: [
          '蔬菜基地、农贸市场与批发市场',
          '超市、生鲜连锁与社区门店',
          '实验室与工厂车间的称量和计数',
          '金融、票务等需要按重量点数的行业',
        ],
      },
      {
        heading: '云端后台',
        paragraphs: [
          '联网秤通过 RJ45 以太网或选配的 Wi-Fi、4G 接入云端后台。门店在后台管理商品与标签，查看每台秤的销售记录与统计报表，再把商品和标签下发到秤上。',
        ],
        links: [{ href: '/sign/login', label: '登录云端后台' }],
      },
      {
        heading: '服务与下载',
        cards: [
          { href: '/tmfdoc', title: '说明书与软件', text: '说明书、秤管理软件 4.0 与传感器驱动 3.8。' },
          { href: '/weixiu', title: '维修中心', text: '10 份维护文档、操作视频与 App 指南。' },
          { href: '/pinzhi', title: '品质保证', text: '精度、续航与使用环境一览。' },
          { href: '/dahualock', title: '锁具维修 App', text: '人脸核验登录，维修记录云端同步。' },
        ],
      },
    ],
  },
  en: {
    title: 'TM Scales: barcode, cash-register and counting scales, labeling and packaging machines',
    description:
      'Catalogue, specifications and manuals for barcode label scales, AI identification scales, cash-register, price-tag, counting and bench scales, label printers, labeling and packaging machines.',
    lead: 'We make electronic scales for retail and industry: barcode label scales and AI identification scales for fresh-food counters; cash-register, price-tag, counting and bench scales and truck-scale indicators; and labeling and packaging machines for distribution centres. Networked models join the cloud console, where shops, products, scales, labels and sales are managed in one place.',
    sections: [
      {
        heading: 'Product families',
        cards: [
          {
            href: '/chanpincontain',
            family: 'label-scale',
            title: 'Barcode label price scales',
            text: 'Weigh, price and print a barcode label in one step.',
          },
          {
            href: '/ai',
            family: 'label-scale',
            title: 'AI identification scales',
            text: 'They identify the produce on the platter.',
          },
          {
            href: '/sya',
            family: 'cash-register-scale',
            title: 'SY cash-register scales',
            text: '8 hours of weighing and 200 receipts after a power cut.',
          },
          { href: '/tmh', family: 'price-tag-scale', title: 'TM-H price-tag scales', text: 'Up to 10,000 PLUs.' },
          {
            href: '/tmp',
            family: 'label-scale',
            title: 'TM-P labelling price scales',
            text: 'Print widths of 56 mm and 48 mm.',
          },
          {
            href: '/tcs',
            family: 'bench-scale',
            title: 'Bench scales and indicators',
            text: '7-inch colour screens; platforms up to 300 kg.',
          },
          {
            href: '/acsq',
            family: 'counting-scale',
            title: 'Counting and special scales',
            text: '1/15000 counting scales, touch-screen and Android scales.',
          },
          {
            href: '/acspc',
            family: 'instrument',
            title: 'Weighing scales',
            text: 'Weighing scales, a label printer and an LED truck-scale indicator.',
          },
          {
            href: '/packmachine',
            family: 'labeling-machine',
            title: 'Labeling and packaging machines',
            text: 'Labels up to 35 packs and wraps up to 30 packs a minute.',
          },
        ],
      },
      {
        heading: 'Who we make them for',
        items: [
          'Vegetable farms, wet markets and wholesale markets',
          'Supermarkets, fresh-food chains and neighbourhood shops',
          'Weighing and counting in laboratories and factories',
          'Finance, ticketing and other trades that count by weight',
        ],
      },
      {
        heading: 'The cloud console',
        paragraphs: [
          'Networked scales reach the cloud console over RJ45 Ethernet or optional Wi-Fi or 4G. Shops manage products and labels there, see each scale’s sales records and statistics, and send products and labels down to the scales.',
        ],
        links: [{ href: '/sign/login', label: 'Sign in to the cloud console' }],
      },
      {
        heading: 'Service and downloads',
        cards: [
          {
            href: '/tmfdoc',
            title: 'Manuals and software',
            text: 'Manuals, scale software 4.0 and sensor driver 3.8.',
          },
          {
            href: '/weixiu',
            title: 'Maintenance centre',
            text: '10 service documents, an operation video and an app guide.',
          },
          { href: '/pinzhi', title: 'Quality assurance', text: 'Precision, battery life and operating conditions.' },
          {
            href: '/dahualock',
            title: 'Lock-repair app',
            text: 'Face-verified sign-in; repair records synced to the cloud.',
          },
        ],
      },
    ],
  },
};
