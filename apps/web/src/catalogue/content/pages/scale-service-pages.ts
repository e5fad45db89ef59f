import { downloadLinks } from '../downloads';
import type { StaticPage } from '../types';

/**
 * Landing page of the cloud-connected scales (catalogue spec §2.1 `/dahuascale`), reached from marketing
 * links: what networked scales do, the listings to choose from, merchant payment signing and the manual.
 */
export const dahuascale: StaticPage = {
  kind: 'static',
  route: '/dahuascale',
  family: 'cash-register-scale',
  ch: {
    title: '联网电子秤与扫码收款',
    description:
      '接入云端后台的条码标签秤、收银秤与价签秤：商品、快捷键、标签格式与销售记录在线管理；公司签约成为商户后，秤上可扫码收款。',
    lead: '我们的条码标签秤、收银秤和价签秤可以联网接入云端后台：门店、商品、快捷键、标签格式和销售记录在一处管理。公司签约成为商户后，顾客还可以在秤上扫码付款。',
    buttons: [
      { href: '/paymentsign/payment', label: '商户签约，开通扫码收款' },
      { href: '/dahuascaleweihu', label: '使用维护手册' },
    ],
    sections: [
      {
        heading: '联网以后能做什么',
        items: [
          '在云端后台管理门店、商品与电子秤，为每台秤设置商品和 UP、DOWN 两层快捷键',
          '设计标签格式：条码、二维码与文字自由排版',
          '销售记录按门店和电子秤汇总，查看日销售、单品时段与单品日报表',
          '远程监控各门店的秤，并管理公司的用户',
          '联网方式：RJ45 以太网口，可选配 Wi-Fi、4G 或 GPRS',
        ],
      },
      {
        heading: '选择机型',
        cards: [
          {
            href: '/chanpincontain',
            family: 'label-scale',
            title: '条码标签价格秤',
            text: '称重、计价、打印条码标签一次完成。',
          },
          {
            href: '/sya',
            family: 'cash-register-scale',
            title: 'SY 收银秤',
            text: '停电后仍可称重 8 小时、打印 200 张小票。',
          },
          { href: '/tmh', family: 'price-tag-scale', title: 'TM-H 价签秤', text: '最多存储 10000 个 PLU。' },
        ],
      },
      {
        heading: '扫码收款',
        paragraphs: [
          '收银秤和标签秤可以让顾客扫码付款，前提是店铺所属的公司已签约成为商户。签约由公司管理员在云端后台办理：查询收款权限，填写商户资料，签约后秤上的收款与销售记录一起查看。',
        ],
        links: [{ href: '/paymentsign/payment', label: '商户签约说明' }],
      },
      {
        heading: '使用与维护',
        paragraphs: ['开机置零、计价方式、打印与更换标签纸、校准、清洁保养和常见故障处理，都写在使用维护手册里。'],
        links: [
          { href: '/dahuascaleweihu', label: '条码秤与计价秤使用维护手册' },
          { href: '/tmfdoc', label: '说明书与软件下载' },
        ],
      },
      {
        heading: '已经在用云端后台',
        paragraphs: ['登录后即可管理你的门店与电子秤；有问题可提交客服工单，服务人员在工单中答复。'],
        links: [{ href: '/sign/login', label: '登录云端后台' }],
      },
    ],
  },
  en: {
    title: 'Cloud-connected scales and QR-code payments',
    description:
      'Barcode label, cash-register and price-tag scales connected to the cloud console: products, shortcut keys, label formats and sales records managed online, and QR-code payments on the scale once your company is a signed merchant.',
    lead: 'Our barcode label scales, cash-register scales and price-tag scales can join the cloud console over the network: shops, products, shortcut keys, label formats and sales records are managed in one place. Once your company has signed up as a merchant, customers can also pay on the scale by scanning a QR code.',
    buttons: [
      { href: '/paymentsign/payment', label: 'Sign up as a merchant for QR-code payments' },
      { href: '/dahuascaleweihu', label: 'Operating and maintenance manual' },
    ],
    sections: [
      {
        heading: 'What a networked scale can do',
        items: [
          'Manage shops, products and scales in the cloud console, and set each scale’s products and its UP and DOWN shortcut-key layers',
          'Design label formats, placing barcodes, QR codes and text freely',
          'See sales records by shop and by scale, with daily sales, single-product period and single-product daily reports',
          'Monitor the scales in every shop remotely and manage your company’s users',
          'Network: RJ45 Ethernet port, with Wi-Fi, 4G or GPRS as options',
        ],
      },
      {
        heading: 'Choose a model',
        cards: [
          {
            href: '/chanpincontain',
            family: 'label-scale',
            title: 'Barcode label price scales',
            text: 'Weigh, price and print a barcode label in one go.',
          },
          {
            href: '/sya',
            family: 'cash-register-scale',
            title: 'SY cash-register scales',
            text: '8 hours of weighing and 200 receipts after a power cut.',
          },
          { href: '/tmh', family: 'price-tag-scale', title: 'TM-H price-tag scales', text: 'Up to 10,000 PLUs.' },
        ],
      },
      {
        heading: 'QR-code payments',
        paragraphs: [
          'Cash-register and label scales can let customers pay by scanning a QR code, once the shop’s company has signed up as a merchant. The company administrator does this in the cloud console: check the payment permission, fill in the merchant details, and after signing, payments taken on the scales appear with the sales records.',
        ],
        links: [{ href: '/paymentsign/payment', label: 'How merchant signing works' }],
      },
      {
        heading: 'Use and maintenance',
        paragraphs: [
          'Power-on and zero, pricing modes, printing and changing the label roll, calibration, cleaning and care, and troubleshooting are all in the operating and maintenance manual.',
        ],
        links: [
          { href: '/dahuascaleweihu', label: 'Label and price scale operating and maintenance manual' },
          { href: '/tmfdoc', label: 'Manuals and software' },
        ],
      },
      {
        heading: 'Already using the cloud console',
        paragraphs: [
          'Sign in to manage your shops and scales; for any problem, open a customer-service work order and our staff answer there.',
        ],
        links: [{ href: '/sign/login', label: 'Sign in to the cloud console' }],
      },
    ],
  },
};

/**
 * Payment sign page (console spec §2 `/paymentsign/payment`): how a shop's company becomes a merchant so
 * that its scales take QR-code payments. The three outcomes follow the merchant registration button of the
 * console's top bar, which opens a page by the company's payment permission (console spec §4). The spec
 * gives no prices, fees or banks, so the page names none.
 */
export const paymentsign: StaticPage = {
  kind: 'static',
  route: '/paymentsign/payment',
  parent: '/dahuascale',
  ch: {
    title: '扫码收款商户签约',
    description:
      '收银秤与标签秤开通扫码收款：公司管理员登录云端后台，按公司的收款权限申请开通、完成商户注册或登录商户后台；签约后秤上的收款与销售记录一起查看。',
    lead: '收银秤和标签秤可以让顾客扫码付款。开通的前提是店铺所属的公司已签约成为商户，由公司管理员在云端后台办理。',
    buttons: [
      { href: '/sign/login', label: '登录云端后台' },
      { href: '/page/shanghuResign', label: '打开商户注册页' },
    ],
    sections: [
      {
        heading: '谁可以开通',
        items: [
          '接入云端后台的收银秤与条码标签秤',
          '以公司为单位签约：店铺所属的公司签约成为商户后，店里的秤即可扫码收款',
          '由公司管理员办理，需要能登录云端后台的公司管理员账号',
        ],
        links: [
          { href: '/sya', label: 'SY 收银秤' },
          { href: '/chanpincontain', label: '条码标签价格秤' },
        ],
      },
      {
        heading: '签约步骤',
        steps: [
          '公司管理员登录云端后台：可用账号密码、手机验证码或即时通讯应用授权登录',
          '点击后台顶部栏的商户注册按钮，系统先查询公司的收款权限',
          '按查询结果办理（见下表）：申请开通权限、完成商户注册，或登录商户后台',
        ],
      },
      {
        heading: '按收款权限办理',
        table: {
          columns: ['公司的收款权限', '打开的页面', '你需要做的'],
          rows: [
            [
              '尚未开通',
              '未开通说明页',
              '请我们的服务团队开通：在云端后台提交客服工单，写明公司名称和开通扫码收款的需求；开通后再点一次商户注册按钮',
            ],
            [
              '已开通，尚未签约',
              '商户注册页',
              '按页面填写商户资料：公司名称、联系人、联系电话、经营地址，并上传营业执照照片，提交后完成签约',
            ],
            ['已是签约商户', '商户后台登录页', '用商户账号登录商户后台'],
          ],
        },
      },
      {
        heading: '签约之后',
        items: [
          '顾客在秤上扫码付款，收款与销售记录一起显示在云端后台',
          '销售记录可按门店和电子秤查看，每笔交易列出时间、商品、单价、数量和总价',
        ],
      },
      {
        heading: '现在开始',
        paragraphs: [
          '公司管理员登录云端后台后，用顶部栏的商户注册按钮办理签约；登录账号还没有所属公司的，先在商户注册页填写资料注册商户。办理中有疑问，请在云端后台提交客服工单。',
        ],
        links: [
          { href: '/sign/login', label: '登录云端后台' },
          { href: '/page/shanghuResign', label: '商户注册页' },
        ],
      },
    ],
  },
  en: {
    title: 'QR-code payments: merchant signing',
    description:
      'QR-code payments on cash-register and label scales: the company administrator signs in to the cloud console and, by the company’s payment permission, asks for it, completes the merchant registration or signs in to the merchant back office; after signing, payments on the scales appear with the sales records.',
    lead: 'Cash-register and label scales can let customers pay by scanning a QR code. For that, the shop’s company has to be a signed merchant, which the company administrator arranges in the cloud console.',
    buttons: [
      { href: '/sign/login', label: 'Sign in to the cloud console' },
      { href: '/page/shanghuResign', label: 'Open the merchant registration' },
    ],
    sections: [
      {
        heading: 'Who can use it',
        items: [
          'Cash-register scales and barcode label scales connected to the cloud console',
          'Signing is per company: once the shop’s company is a signed merchant, the shop’s scales can take QR-code payments',
          'The company administrator signs up, with a company administrator account for the cloud console',
        ],
        links: [
          { href: '/sya', label: 'SY cash-register scales' },
          { href: '/chanpincontain', label: 'Barcode label price scales' },
        ],
      },
      {
        heading: 'How to sign up',
        steps: [
          'The company administrator signs in to the cloud console, with a username and password, a phone number and SMS code, or a messaging-app authorization',
          'Click the merchant registration button in the console’s top bar; it first checks the company’s payment permission',
          'Act on the result (see the table below): ask for the permission, complete the merchant registration, or sign in to the merchant back office',
        ],
      },
      {
        heading: 'What to do for each payment permission',
        table: {
          columns: ['Company’s payment permission', 'Page that opens', 'What you do'],
          rows: [
            [
              'Not granted yet',
              'A page saying payments are not enabled yet',
              'Ask our service team to grant it: open a customer-service work order in the cloud console with your company name and the request for QR-code payments; once granted, click the merchant registration button again',
            ],
            [
              'Granted, not signed yet',
              'The merchant registration page',
              'Fill in the company name, contact person, phone number and business address, upload a photo of the business licence, and submit to sign',
            ],
            [
              'Already a signed merchant',
              'The merchant back-office sign-in page',
              'Sign in to the merchant back office with the merchant account',
            ],
          ],
        },
      },
      {
        heading: 'After signing',
        items: [
          'When customers pay on the scale by scanning the QR code, the payments appear with the sales records in the cloud console',
          'Sales records can be viewed by shop and by scale; each sale shows its time, product, unit price, quantity and total price',
        ],
      },
      {
        heading: 'Get started',
        paragraphs: [
          'Company administrators sign in to the cloud console and sign up with the merchant registration button in the top bar; if your account does not belong to a company yet, first register your merchant on the merchant registration page. For any question on the way, open a customer-service work order in the cloud console.',
        ],
        links: [
          { href: '/sign/login', label: 'Sign in to the cloud console' },
          { href: '/page/shanghuResign', label: 'Merchant registration page' },
        ],
      },
    ],
  },
};

/**
 * The manual page (catalogue spec §2.1 `/dahuascaleweihu`): daily use, label roll, calibration, care and
 * troubleshooting of the label and price scales. Figures are those of catalogue spec §9; key names and
 * menus differ by model, so the page sends readers to their model's manual for those.
 */
export const dahuascaleweihu: StaticPage = {
  kind: 'static',
  route: '/dahuascaleweihu',
  parent: '/tmfdoc',
  family: 'label-scale',
  ch: {
    title: '条码秤与计价秤使用维护手册',
    description:
      '条码标签秤、收银秤与价签秤的日常使用与维护：开机置零、去皮称重、三种计价方式、PLU 与快捷键、打印与更换标签纸、校准、清洁保养与常见故障处理。',
    lead: '写给每天使用条码标签秤、收银秤和价签秤的店员与店长：从开机到打印标签，从更换标签纸到排除故障。各机型的按键名称与菜单以该机型的说明书为准。',
    sections: [
      {
        heading: '开机与置零',
        steps: [
          '把秤放在平稳、牢固的台面上，远离风口、热源和振动',
          '开机前清空秤盘：秤以开机时的空秤盘为零点',
          '接通电源开机，等自检结束、重量显示为零',
          '空秤盘时重量不为零，按置零键手动置零；仍不为零，见下方“常见故障”',
        ],
      },
      {
        heading: '去皮与称重',
        paragraphs: [
          '先确认机型的称量规格：条码标签秤有 3 kg、6 kg、15 kg 和 30 kg 几种，见产品页的规格表。放上秤盘的重量（连同容器）不要超过它。',
        ],
        steps: [
          '商品装在容器里称时，先把空容器放上秤盘，按去皮键，重量回到零',
          '把商品放进容器或放在秤盘中央，不要伸出秤盘，也不要碰到周围物品',
          '等重量显示稳定后再计价、打印',
          '取下容器后，再按去皮键清除皮重',
        ],
      },
      {
        heading: '三种计价方式',
        paragraphs: ['调出商品后，秤按该商品设定的计价方式算出总价。'],
        items: [
          '按重量：散装生鲜等称重商品，总价 = 单价 × 重量',
          '按数量：计件商品，输入件数，总价 = 单价 × 件数',
          '按定重数量：定重预包装的商品，按件数计价',
        ],
      },
      {
        heading: 'PLU 商品与快捷键',
        paragraphs: [
          'PLU 是存在秤里的一条商品资料：最多 3 行品名、3 行特殊信息，以及商品编码、单价、保质期和 4 个折扣时段。',
        ],
        items: [
          '输入 PLU 编号调出商品；常卖的商品直接按它的快捷键',
          '快捷键分上、下两层（UP 与 DOWN），每层的键各对应一个 PLU',
          'TM-Aa 与 TM-F 最多存储 4000 种商品、5000 条销售记录，设有 71 个 PLU 快捷键；部分机型最多有 142 个商品快捷键',
          '联网秤的商品与快捷键可在云端后台的电子秤管理中逐台设置',
        ],
      },
      {
        heading: '打印标签',
        items: [
          '称重计价后按打印键出标签；标签上印哪些内容，由所选的标签格式决定',
          '秤可保存 16 种标签格式；联网秤的标签格式可在云端后台设计，排放条码、二维码与文字',
          '条码标签秤最大打印宽度 56 mm，打印速度 75 mm/s',
          '常用标签纸规格：30*40、37*50、40*50、40*60 mm；所选标签格式的尺寸要与装入的标签纸一致',
        ],
      },
      {
        heading: '更换标签纸',
        paragraphs: [
          '新标签纸卷的轴径要与机型规格表中的“标签纸轴径”一致：25、40 或 56 mm，条码标签秤一般为 25 mm；SY-A 系列收银秤与 XK3170 仪表的收银纸轴径为 12 mm。',
        ],
        steps: [
          '打开打印机盖，取下用完的纸芯',
          '按机内标示的走纸路径装入新标签纸，打印面朝向打印头',
          '把标签纸拉过打印头，合上机盖并压紧',
          '打印一张试标签，确认内容完整、位置居中后再开始称重',
        ],
      },
      {
        heading: '校准',
        paragraphs: [
          '条码标签秤、收银秤与价签秤的称量精度为 1/3000，称量规格有 3 kg、6 kg、15 kg 和 30 kg。秤被搬动或维修之后，或同一件物品称出的重量明显不一致时，应重新校准。',
          '校准要用与称量规格相应的标准砝码，按校准说明操作；没有砝码或不熟悉操作时，请联系我们的服务团队。',
        ],
        links: downloadLinks('ch', ['barcodeCalibration', 'priceCalibration']),
      },
      {
        heading: '清洁与保养',
        items: [
          '清洁前先关机并拔下电源',
          '用拧干的软布擦拭外壳、秤盘和显示屏；不要用水冲洗，也不要用有机溶剂',
          '打印头沾上胶或纸屑时，关机后用蘸少量酒精的棉签轻擦，干透后再开机',
          '不要在秤盘上长时间放置重物，也不要敲击或摔放秤盘',
          '避免阳光直射和潮湿；电源线与网线不要受压或拉扯',
          '收银秤停电后仍可继续称重 8 小时、打印 200 张小票',
        ],
      },
      {
        id: 'troubleshooting',
        heading: '常见故障',
        paragraphs: ['先按下表自查；仍无法解决时，记下机型、现象和出现时间，按下方“获取帮助”联系我们。'],
        table: {
          columns: ['现象', '可能原因', '处理方法'],
          rows: [
            ['按打印键不出标签', '标签纸用完或没有装好；机盖没有合紧', '装好标签纸、合紧机盖，打印一张试标签'],
            [
              '出纸但标签空白',
              '标签纸装反，打印面没有朝向打印头；或打印头太脏',
              '翻转纸卷重新装入；按“清洁与保养”清洁打印头',
            ],
            [
              '内容印偏或跨两张标签',
              '所选标签格式的尺寸与装入的标签纸不一致',
              '选用与标签纸尺寸一致的标签格式，或换用相应规格的标签纸',
            ],
            [
              '重量跳动或慢慢漂移',
              '台面不稳、有风或振动；秤盘碰到周围物品',
              '把秤放在平稳的台面上，避开风口，清理秤盘四周；仍不稳定时重新校准或报修',
            ],
            [
              '开机后重量不为零',
              '开机时秤盘上有物品，或秤盘没有放正',
              '清空秤盘、放正后重新开机，或按置零键；仍不为零时重新校准',
            ],
            [
              '网络或云端同步离线：后台看不到这台秤的新销售记录',
              '网线松动，Wi-Fi 或 4G 信号弱，或网络设置有变动',
              '检查 RJ45 网线或无线连接后重启秤；恢复连接后，在云端后台的销售记录中核对',
            ],
            ['屏幕不亮', '电源线松动或插座没有电', '检查电源线与插座后重新开机；仍不亮请报修'],
          ],
        },
      },
      {
        heading: '获取帮助',
        paragraphs: [
          '说明书、校准说明和软件在下载中心。已使用云端后台的客户，登录后提交客服工单，服务人员在工单中答复。',
        ],
        links: [
          { href: '/tmfdoc', label: '说明书与软件下载' },
          { href: '/instructions', label: '说明书列表' },
          { href: '/sign/login', label: '登录云端后台提交客服工单' },
        ],
      },
    ],
  },
  en: {
    title: 'Label and price scale operating and maintenance manual',
    description:
      'Daily use and care of barcode label, cash-register and price-tag scales: power-on and zero, tare and weighing, the three pricing modes, PLUs and shortcut keys, printing and changing the label roll, calibration, cleaning and troubleshooting.',
    lead: 'For the staff and managers who use barcode label, cash-register and price-tag scales every day: from switching on to printing labels, from changing the label roll to fixing faults. Key names and menus differ by model; your model’s manual has the exact ones.',
    sections: [
      {
        heading: 'Power-on and zero',
        steps: [
          'Stand the scale on a steady, firm surface, away from draughts, heat and vibration',
          'Clear the platter before switching on: the scale takes the empty platter at power-on as zero',
          'Switch on and wait until the self-test ends and the weight reads zero',
          'If the empty platter does not read zero, press the zero key; if it still does not, see “Troubleshooting” below',
        ],
      },
      {
        heading: 'Tare and weighing',
        paragraphs: [
          'First check your model’s capacity: barcode label scales come in 3 kg, 6 kg, 15 kg and 30 kg versions, as the product page’s specification table shows. Do not put more than that on the platter, container included.',
        ],
        steps: [
          'To weigh goods in a container, put the empty container on the platter and press the tare key; the weight returns to zero',
          'Put the goods in the container or in the middle of the platter, not hanging over the edge and not touching anything around it',
          'Wait until the weight is steady before pricing and printing',
          'After taking the container off, press the tare key again to clear the tare',
        ],
      },
      {
        heading: 'Three pricing modes',
        paragraphs: ['Once a product is called up, the scale works out the total by the pricing mode set for it.'],
        items: [
          'By weight: loose fresh produce and other weighed goods; total = unit price × weight',
          'By quantity: goods sold by the piece; enter the count; total = unit price × count',
          'By quantity at a fixed weight: goods pre-packed at a fixed weight, priced by the number of packs',
        ],
      },
      {
        heading: 'PLUs and shortcut keys',
        paragraphs: [
          'A PLU is a product record kept in the scale: up to 3 lines of product name and 3 lines of special information, the product code, unit price, expiry and 4 discount periods.',
        ],
        items: [
          'Enter the PLU number to call up a product; for best sellers, press their shortcut key',
          'Shortcut keys have two layers, UP and DOWN; each key stands for one PLU on each layer',
          'The TM-Aa and TM-F store up to 4000 products and 5000 sales records and have 71 PLU shortcut keys; some models have up to 142 product shortcut keys',
          'On networked scales, products and shortcut keys can be set scale by scale in the scale management of the cloud console',
        ],
      },
      {
        heading: 'Printing labels',
        items: [
          'After weighing and pricing, press the print key; what the label shows depends on the label format chosen',
          'A scale keeps 16 label formats; for networked scales, label formats can be designed in the cloud console with barcodes, QR codes and text',
          'Barcode label scales print up to 56 mm wide at 75 mm/s',
          'Common label sizes: 30*40, 37*50, 40*50 and 40*60 mm; the label format chosen must match the size of the labels loaded',
        ],
      },
      {
        heading: 'Changing the label roll',
        paragraphs: [
          'The new roll must fit the “label roll shaft diameter” in your model’s specification table: 25, 40 or 56 mm, usually 25 mm on barcode label scales; SY-A series cash-register scales and XK3170 indicators take a 12 mm receipt roll shaft.',
        ],
        steps: [
          'Open the printer cover and take out the empty core',
          'Load the new roll along the paper path marked inside, printing side towards the print head',
          'Pull the labels past the print head, then close the cover firmly',
          'Print a test label and check that it is complete and centred before weighing',
        ],
      },
      {
        heading: 'Calibration',
        paragraphs: [
          'Barcode label, cash-register and price-tag scales weigh to a precision of 1/3000, with capacities of 3 kg, 6 kg, 15 kg and 30 kg. Recalibrate after moving or repairing a scale, or when the same item weighs noticeably differently.',
          'Calibration needs standard test weights that suit the capacity and follows the calibration instructions; without test weights, or if you are unsure, ask our service team.',
        ],
        links: downloadLinks('en', ['barcodeCalibration', 'priceCalibration']),
      },
      {
        heading: 'Cleaning and care',
        items: [
          'Switch off and unplug before cleaning',
          'Wipe the housing, platter and display with a well wrung-out soft cloth; never hose it down or use solvents',
          'If glue or paper dust builds up on the print head, switch off and wipe it gently with a cotton bud and a little alcohol; let it dry before switching on',
          'Do not leave heavy loads on the platter, and do not knock or drop things onto it',
          'Keep the scale out of direct sun and damp; do not crush or pull the power and network cables',
          'After a power cut, cash-register scales keep weighing for 8 hours and can print 200 receipts',
        ],
      },
      {
        id: 'troubleshooting',
        heading: 'Troubleshooting',
        paragraphs: [
          'Check the table first; if that does not solve it, note the model, what happens and when, and get help as described below.',
        ],
        table: {
          columns: ['Symptom', 'Likely cause', 'Remedy'],
          rows: [
            [
              'Nothing prints',
              'The label roll is used up or not loaded properly; the cover is not closed',
              'Load the labels, close the cover firmly and print a test label',
            ],
            [
              'Labels come out blank',
              'The roll is loaded the wrong way round, printing side away from the print head; or the print head is dirty',
              'Turn the roll over and load it again; clean the print head as in “Cleaning and care”',
            ],
            [
              'Print is off-centre or runs across two labels',
              'The label format chosen does not match the size of the labels loaded',
              'Choose the label format that matches the labels, or load labels of the matching size',
            ],
            [
              'Weight jumps or drifts',
              'Unsteady surface, draughts or vibration; the platter touches something',
              'Stand the scale on a steady surface away from draughts and clear around the platter; if it still drifts, recalibrate or ask for repair',
            ],
            [
              'Not zero at start-up',
              'Something was on the platter at power-on, or the platter is not seated properly',
              'Clear and reseat the platter and switch on again, or press the zero key; if it still is not zero, recalibrate',
            ],
            [
              'Network or cloud sync offline: new sales from this scale do not appear in the console',
              'Loose network cable, weak Wi-Fi or 4G signal, or changed network settings',
              'Check the RJ45 cable or the wireless link and restart the scale; once it is back online, check the sales records in the cloud console',
            ],
            [
              'Blank screen',
              'Loose power cable or no power at the socket',
              'Check the cable and socket and switch on again; if the screen stays blank, ask for repair',
            ],
          ],
        },
      },
      {
        heading: 'Getting help',
        paragraphs: [
          'Manuals, calibration instructions and software are in the download centre. Customers using the cloud console can sign in and open a customer-service work order; our staff answer there.',
        ],
        links: [
          { href: '/tmfdoc', label: 'Manuals and software' },
          { href: '/instructions', label: 'All manuals' },
          { href: '/sign/login', label: 'Sign in to open a customer-service work order' },
        ],
      },
    ],
  },
};
