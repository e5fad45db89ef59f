import type { Lang, SiteCopy } from './types';

/** Layout text: menu of catalogue spec §2.3, breadcrumb, contact block, footer and 404 (console spec §8). */
export const SITE: Record<Lang, SiteCopy> = {
  ch: {
    siteName: 'TM 电子秤',
    homeLabel: '首页',
    skipLink: '跳到正文',
    menuToggle: '菜单',
    menuLabel: '主菜单',
    breadcrumbLabel: '当前位置',
    languageSwitch: 'English',
    highlightsLabel: '产品亮点',
    featuresLabel: '功能特点',
    tilesLabel: '产品列表',
    detailsLink: '查看详情',
    menuGroups: [
      {
        title: 'AI 识别秤',
        links: [
          { href: '/tmf65', label: 'TM-F65AI 智能识别秤' },
          { href: '/tmf66', label: 'TM-F66 智能识别秤' },
          { href: '/tmh65', label: 'TM-H66 智能识别秤' },
        ],
      },
      {
        title: '生鲜连锁',
        links: [
          { href: '/Tmab', label: '条码标签秤 TM-Ab' },
          { href: '/tmaa', label: '条码标签秤 TM-Aa' },
          { href: '/aAcsthree', label: '计价秤' },
          { href: '/acsten', label: '触摸屏价签秤' },
        ],
      },
      {
        title: '配送与工厂',
        links: [
          { href: '/tiebiao', label: '贴标机' },
          { href: '/baozhuang', label: '包装机' },
          { href: '/tcsa', label: '收银台秤' },
        ],
      },
      {
        title: '民用秤',
        links: [
          { href: '/syafive', label: '收银秤' },
          { href: '/tmhp', label: '价签秤系列' },
          { href: '/tmptwo', label: '价签秤' },
        ],
      },
    ],
    menuLinks: [
      { href: '/houer', label: '质量荣誉' },
      { href: '/device', label: '设备中心' },
      { href: '/about', label: '关于我们' },
    ],
    contact: {
      heading: '选型与服务',
      text: '已使用我们云端后台的客户，登录后可提交客服工单，服务人员在工单中答复；说明书、驱动与校准说明在下载中心。',
      links: [
        { href: '/sign/login', label: '登录云端后台' },
        { href: '/tmfdoc', label: '下载中心' },
        { href: '/weixiu', label: '维修中心' },
      ],
    },
    footer: {
      columns: [
        {
          heading: '产品中心',
          links: [
            { href: '/chanpincontain', label: '条码标签价格秤' },
            { href: '/ai', label: 'AI 智能识别秤' },
            { href: '/sya', label: 'SY 收银秤' },
            { href: '/tmh', label: 'TM-H 价签秤' },
            { href: '/tmp', label: 'TM-P 标签条码价格秤' },
            { href: '/tcs', label: '台秤与收银仪表' },
            { href: '/acsq', label: '计数秤与专用秤' },
            { href: '/acspc', label: '称重秤' },
            { href: '/packmachine', label: '贴标机与包装机' },
            { href: '/classjijia', label: '计价秤分类' },
          ],
        },
        {
          heading: '服务与下载',
          links: [
            { href: '/tmfdoc', label: '说明书与软件下载' },
            { href: '/instructions', label: '说明书列表' },
            { href: '/weixiu', label: '维修中心' },
            { href: '/shebei', label: '设备资料与驱动' },
            { href: '/pinzhi', label: '品质保证' },
            { href: '/dahuascaleweihu', label: '使用维护手册' },
            { href: '/dahuascale', label: '联网秤与扫码收款' },
            { href: '/paymentsign/payment', label: '扫码收款商户签约' },
          ],
        },
        {
          heading: '关于我们',
          links: [
            { href: '/about', label: '公司介绍' },
            { href: '/device', label: '设备中心' },
            { href: '/houer', label: '质量荣誉' },
          ],
        },
        {
          heading: '应用与条款',
          links: [
            { href: '/dahualock', label: '锁具维修 App' },
            { href: '/facedowning', label: '人脸核验 App 下载' },
            { href: '/page/privacy', label: '隐私政策' },
            { href: '/page/useragreement', label: '用户协议' },
          ],
        },
      ],
      note: '本站不收集访客的个人信息；你选择的语言只保存在你自己的浏览器中。',
    },
    notFound: { title: '页面不存在', text: '抱歉，你访问的页面不存在', homeLink: '返回首页' },
    downloadPending: '资料整理中，如需请联系客服',
  },
  en: {
    siteName: 'TM Scales',
    homeLabel: 'Home',
    skipLink: 'Skip to content',
    menuToggle: 'Menu',
    menuLabel: 'Main menu',
    breadcrumbLabel: 'Breadcrumb',
    languageSwitch: '中文',
    highlightsLabel: 'Highlights',
    featuresLabel: 'Features',
    tilesLabel: 'Products',
    detailsLink: 'View details',
    menuGroups: [
      {
        title: 'AI recognition scales',
        links: [
          { href: '/tmf65', label: 'TM-F65AI identification scale' },
          { href: '/tmf66', label: 'TM-F66 identification scale' },
          { href: '/tmh65', label: 'TM-H66 identification scale' },
        ],
      },
      {
        title: 'Fresh-food chains',
        links: [
          { href: '/Tmab', label: 'Barcode label scale TM-Ab' },
          { href: '/tmaa', label: 'Barcode label scale TM-Aa' },
          { href: '/aAcsthree', label: 'Price scales' },
          { href: '/acsten', label: 'Touch price-label scale' },
        ],
      },
      {
        title: 'Distribution and factory',
        links: [
          { href: '/tiebiao', label: 'Labeling machine' },
          { href: '/baozhuang', label: 'Packaging machine' },
          { href: '/tcsa', label: 'Checkout counter scales' },
        ],
      },
      {
        title: 'Civilian scales',
        links: [
          { href: '/syafive', label: 'Cash-register scale' },
          { href: '/tmhp', label: 'Price-tag scale series' },
          { href: '/tmptwo', label: 'Price-tag scale' },
        ],
      },
    ],
    menuLinks: [
      { href: '/houer', label: 'Quality honours' },
      { href: '/device', label: 'Equipment centre' },
      { href: '/about', label: 'About us' },
    ],
    contact: {
      heading: 'Choosing a model, getting service',
      text: 'Customers using our cloud console can sign in and open a customer-service work order; our staff answer in the order. Manuals, drivers and calibration instructions are in the download centre.',
      links: [
        { href: '/sign/login', label: 'Sign in to the cloud console' },
        { href: '/tmfdoc', label: 'Download centre' },
        { href: '/weixiu', label: 'Maintenance centre' },
      ],
    },
    footer: {
      columns: [
        {
          heading: 'Products',
          links: [
            { href: '/chanpincontain', label: 'Barcode label price scales' },
            { href: '/ai', label: 'AI identification scales' },
            { href: '/sya', label: 'SY cash-register scales' },
            { href: '/tmh', label: 'TM-H price-tag scales' },
            { href: '/tmp', label: 'TM-P labelling price scales' },
            { href: '/tcs', label: 'Bench scales and indicators' },
            { href: '/acsq', label: 'Counting and special scales' },
            { href: '/acspc', label: 'Weighing scales' },
            { href: '/packmachine', label: 'Labeling and packaging machines' },
            { href: '/classjijia', label: 'Price-computing scale index' },
          ],
        },
        {
          heading: 'Service and downloads',
          links: [
            { href: '/tmfdoc', label: 'Manuals and software' },
            { href: '/instructions', label: 'All manuals' },
            { href: '/weixiu', label: 'Maintenance centre' },
            { href: '/shebei', label: 'Device documents and drivers' },
            { href: '/pinzhi', label: 'Quality assurance' },
            { href: '/dahuascaleweihu', label: 'Operating and maintenance manual' },
            { href: '/dahuascale', label: 'Cloud-connected scales and payments' },
            { href: '/paymentsign/payment', label: 'Merchant signing for QR-code payments' },
          ],
        },
        {
          heading: 'About us',
          links: [
            { href: '/about', label: 'Company' },
            { href: '/device', label: 'Equipment centre' },
            { href: '/houer', label: 'Quality honours' },
          ],
        },
        {
          heading: 'Apps and terms',
          links: [
            { href: '/dahualock', label: 'Lock-repair app' },
            { href: '/facedowning', label: 'Face-verification app download' },
            { href: '/page/privacy', label: 'Privacy policy' },
            { href: '/page/useragreement', label: 'User agreement' },
          ],
        },
      ],
      note: 'This site collects no personal information from visitors; the language you choose is kept only in your own browser.',
    },
    notFound: {
      title: 'Page not found',
      text: 'Sorry, the page you visited does not exist',
      homeLink: 'Back to the home page',
    },
    downloadPending: 'Being prepared; ask our service team',
  },
};
