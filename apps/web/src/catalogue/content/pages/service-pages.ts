import { downloadLinks } from '../downloads';
import type { StaticPage } from '../types';

/** Maintenance centre: the ten downloadable documents of catalogue spec §2.5. */
export const weixiu: StaticPage = {
  kind: 'static',
  route: '/weixiu',
  ch: {
    title: '维修中心',
    description: '收银秤与 TM-F 系列说明书、操作视频、ACS-A（2019 款）说明书与 App 指南，共 10 份维护文档。',
    lead: '维护文档、操作视频与 App 指南集中在这里，共 10 份。',
    sections: [
      {
        heading: '维护文档下载',
        links: downloadLinks('ch', [
          'syAb',
          'syAc',
          'syAd',
          'syAe',
          'tmF',
          'tmF65',
          'tmF66',
          'operationVideo',
          'acsA2019',
          'appGuide',
        ]),
      },
      {
        id: 'library',
        heading: '资料库最新文件',
        library: { categories: ['maintenance', 'repair'], empty: '资料库里暂时还没有公开的维护或维修资料。' },
      },
      {
        heading: '需要维修时',
        steps: [
          '对照说明书检查电源、网线或无线连接，以及标签纸与收银纸的安装方向',
          '记下机型、故障现象与出现时间，拍下屏幕提示',
          '已使用云端后台的客户登录后提交客服工单并附上照片，服务人员在工单中答复',
        ],
        links: [{ href: '/sign/login', label: '登录云端后台提交工单' }],
      },
      {
        heading: '校准',
        paragraphs: ['搬动或维修后的秤应重新校准，校准说明在设备资料页。'],
        links: [{ href: '/shebei', label: '设备资料与驱动' }],
      },
    ],
  },
  en: {
    title: 'Maintenance centre',
    description:
      'Ten service documents: cash-register and TM-F series manuals, an operation video, the ACS-A (2019) manual and an app guide.',
    lead: 'Service documents, an operation video and an app guide: ten items in one place.',
    sections: [
      {
        heading: 'Service documents',
        links: downloadLinks('en', [
          'syAb',
          'syAc',
          'syAd',
          'syAe',
          'tmF',
          'tmF65',
          'tmF66',
          'operationVideo',
          'acsA2019',
          'appGuide',
        ]),
      },
      {
        id: 'library',
        heading: 'Latest from the document library',
        library: {
          categories: ['maintenance', 'repair'],
          empty: 'The document library has no public service or repair documents yet.',
        },
      },
      {
        heading: 'When a scale needs repair',
        steps: [
          'Check the power, the network cable or wireless link, and how the label and receipt rolls are loaded, using the manual',
          'Note the model, what goes wrong and when, and take a photo of any message on the screen',
          'Customers using the cloud console sign in and open a customer-service work order with the photos; our staff answer there',
        ],
        links: [{ href: '/sign/login', label: 'Sign in to open a work order' }],
      },
      {
        heading: 'Calibration',
        paragraphs: [
          'Recalibrate a scale after moving or repairing it; the instructions are on the device documents page.',
        ],
        links: [{ href: '/shebei', label: 'Device documents and drivers' }],
      },
    ],
  },
};

/** Quality: the precision, power and climate figures of spec §9 in one place. */
export const pinzhi: StaticPage = {
  kind: 'static',
  route: '/pinzhi',
  ch: {
    title: '品质保证',
    description: '称量精度、停电续航、使用环境与执行标准：TM 电子秤各系列的质量指标。',
    lead: '规格表里的每个数字都是对用户的承诺。这里把精度、续航与使用环境集中列出。',
    sections: [
      {
        heading: '称量精度',
        items: [
          '条码标签秤、收银秤与价签秤：1/3000',
          '计数秤：1/15000；ACS-Aa-4a 预设 1/3000，可设为 1/7500 或 1/15000',
          'LED 计数秤按 GB/T7722-2005 标准生产',
        ],
      },
      {
        heading: '供电与续航',
        items: [
          '收银秤停电后可继续称重 8 小时、打印 200 张小票',
          'XK3170 仪表与 LED 地磅仪表电池续航 10 小时',
          'LED 计数秤可用 AC 220V 50Hz 或 DC 4V/4A 供电',
        ],
      },
      {
        heading: '使用环境',
        items: [
          '计数秤工作温度 0 ℃ 至 +40 ℃，储存温度 -10 ℃ 至 +55 ℃',
          'XK3170 仪表 0-40 ℃、湿度 85%RH 以下工作',
          '贴标机 0-40 ℃、湿度 95% 以下无冷凝环境工作',
        ],
      },
      {
        heading: '校准',
        paragraphs: ['秤在使用中应定期校准，搬动或维修后也应重新校准。'],
        links: downloadLinks('ch', ['barcodeCalibration', 'priceCalibration']),
      },
      {
        heading: '了解更多',
        links: [
          { href: '/houer', label: '质量荣誉' },
          { href: '/device', label: '设备中心' },
        ],
      },
    ],
  },
  en: {
    title: 'Quality assurance',
    description: 'Precision, power-cut reserve, operating conditions and standards across the TM scale families.',
    lead: 'Every figure in a specification table is a promise to the user. Here are the precision, power and environment figures in one place.',
    sections: [
      {
        heading: 'Precision',
        items: [
          'Barcode label, cash-register and price-tag scales: 1/3000',
          'Counting scales: 1/15000; the ACS-Aa-4a is preset to 1/3000 and can be set to 1/7500 or 1/15000',
          'The LED counting scale is built to the GB/T7722-2005 standard',
        ],
      },
      {
        heading: 'Power and battery',
        items: [
          'Cash-register scales weigh for 8 hours and print 200 receipts after a power cut',
          'XK3170 indicators and the LED truck-scale indicator run 10 hours on battery',
          'The LED counting scale runs on AC 220V 50Hz or DC 4V/4A',
        ],
      },
      {
        heading: 'Environment',
        items: [
          'Counting scales operate from 0 °C to +40 °C and can be stored from -10 °C to +55 °C',
          'XK3170 indicators work from 0 to 40 °C at up to 85%RH',
          'The labeling machine works from 0 to 40 °C at up to 95% humidity without condensation',
        ],
      },
      {
        heading: 'Calibration',
        paragraphs: ['Calibrate scales regularly, and again after moving or repairing them.'],
        links: downloadLinks('en', ['barcodeCalibration', 'priceCalibration']),
      },
      {
        heading: 'More',
        links: [
          { href: '/houer', label: 'Quality honours' },
          { href: '/device', label: 'Equipment centre' },
        ],
      },
    ],
  },
};

/** Product-centre side menu of spec §2.5: documents, drivers, repair, downloads, recommended items. */
export const shebei: StaticPage = {
  kind: 'static',
  route: '/shebei',
  ch: {
    title: '设备资料与驱动',
    description: '条码秤与计价秤校准说明、秤管理软件 4.0 安装包与手册、传感器驱动 3.8。',
    lead: '维护文档、驱动手册与维修资料，以及校准说明和软件。',
    sections: [
      {
        heading: '维护文档',
        links: [
          { href: '/weixiu', label: '维修中心：10 份维护文档' },
          { href: '/instructions', label: '全部说明书' },
        ],
      },
      {
        heading: '驱动与软件',
        links: downloadLinks('ch', ['software40', 'software40Manual', 'sensorDriver38']),
      },
      { heading: '校准说明', links: downloadLinks('ch', ['barcodeCalibration', 'priceCalibration']) },
      {
        heading: '维修',
        paragraphs: ['先按维修中心的步骤自查；需要上门或返修时，在云端后台提交客服工单。'],
        links: [{ href: '/weixiu', label: '维修中心' }],
      },
      {
        heading: '推荐产品',
        cards: [
          { href: '/tmf65', family: 'label-scale', title: 'TM-F65AI 智能识别秤', text: '放上秤盘即识别生鲜商品。' },
          { href: '/tmaa', family: 'label-scale', title: 'TM-Aa 条码标签秤', text: '4000 种商品，71 个 PLU 快捷键。' },
          {
            href: '/syafive',
            family: 'cash-register-scale',
            title: 'SY-A5 收银秤',
            text: '停电后称重 8 小时、打印 200 张小票。',
          },
          { href: '/tcsa', family: 'bench-scale', title: 'TCS-A 收银台秤', text: '7 英寸彩色屏，20 位追溯码。' },
        ],
      },
    ],
  },
  en: {
    title: 'Device documents and drivers',
    description:
      'Calibration instructions for barcode and price scales, the scale software 4.0 installer and manual, and sensor driver 3.8.',
    lead: 'Service documents, driver manuals and repair information, plus calibration instructions and software.',
    sections: [
      {
        heading: 'Service documents',
        links: [
          { href: '/weixiu', label: 'Maintenance centre: 10 service documents' },
          { href: '/instructions', label: 'All manuals' },
        ],
      },
      {
        heading: 'Drivers and software',
        links: downloadLinks('en', ['software40', 'software40Manual', 'sensorDriver38']),
      },
      { heading: 'Calibration instructions', links: downloadLinks('en', ['barcodeCalibration', 'priceCalibration']) },
      {
        heading: 'Repair',
        paragraphs: [
          'Start with the checks in the maintenance centre; for an on-site visit or a return, open a customer-service work order in the cloud console.',
        ],
        links: [{ href: '/weixiu', label: 'Maintenance centre' }],
      },
      {
        heading: 'Recommended',
        cards: [
          {
            href: '/tmf65',
            family: 'label-scale',
            title: 'TM-F65AI identification scale',
            text: 'Identifies the produce on the platter.',
          },
          {
            href: '/tmaa',
            family: 'label-scale',
            title: 'TM-Aa barcode label scale',
            text: '4000 products and 71 PLU shortcut keys.',
          },
          {
            href: '/syafive',
            family: 'cash-register-scale',
            title: 'SY-A5 cash-register scale',
            text: '8 hours of weighing and 200 receipts after a power cut.',
          },
          {
            href: '/tcsa',
            family: 'bench-scale',
            title: 'TCS-A checkout counter scale',
            text: '7-inch colour screen; 20-digit traceability code.',
          },
        ],
      },
    ],
  },
};

/** Manuals and software (spec §2.5): repair guides are not written yet, and the page says so. */
export const tmfdoc: StaticPage = {
  kind: 'static',
  route: '/tmfdoc',
  ch: {
    title: '说明书与软件下载',
    description: 'TM-F 系列说明书、秤管理软件 4.0 安装包与手册、传感器驱动 3.8。',
    lead: 'TM-F 系列说明书与配套软件集中在这里；其他机型的说明书见说明书列表。',
    sections: [
      { heading: 'TM-F 系列说明书', links: downloadLinks('ch', ['tmF', 'tmF65', 'tmF66']) },
      {
        heading: '软件与驱动',
        links: downloadLinks('ch', ['software40', 'software40Manual', 'sensorDriver38']),
      },
      {
        id: 'library',
        heading: '资料库最新文件',
        library: { categories: [], empty: '资料库里暂时还没有公开的文件。' },
      },
      {
        heading: '维修指南',
        paragraphs: [
          'TM-F 系列的维修指南正在编写，完成后在这里发布（未完待续）。在此之前，请按维修中心的步骤自查，或在云端后台提交客服工单。',
        ],
        links: [{ href: '/weixiu', label: '维修中心' }],
      },
      {
        heading: '更多说明书',
        links: [
          { href: '/instructions', label: '查看全部说明书' },
          { href: '/dahuascaleweihu', label: '条码秤与计价秤使用维护手册' },
        ],
      },
    ],
  },
  en: {
    title: 'Manuals and software',
    description: 'TM-F series manuals, the scale software 4.0 installer and manual, and sensor driver 3.8.',
    lead: 'The TM-F series manuals and the software that goes with them; manuals for other models are in the full list.',
    sections: [
      { heading: 'TM-F series manuals', links: downloadLinks('en', ['tmF', 'tmF65', 'tmF66']) },
      {
        heading: 'Software and drivers',
        links: downloadLinks('en', ['software40', 'software40Manual', 'sensorDriver38']),
      },
      {
        id: 'library',
        heading: 'Latest from the document library',
        library: { categories: [], empty: 'The document library has no public files yet.' },
      },
      {
        heading: 'Repair guides',
        paragraphs: [
          'Repair guides for the TM-F series are being written and will be published here (to be continued). Until then, use the checks in the maintenance centre or open a customer-service work order in the cloud console.',
        ],
        links: [{ href: '/weixiu', label: 'Maintenance centre' }],
      },
      {
        heading: 'More manuals',
        links: [
          { href: '/instructions', label: 'See all manuals' },
          { href: '/dahuascaleweihu', label: 'Label and price scale operating and maintenance manual' },
        ],
      },
    ],
  },
};

export const instructions: StaticPage = {
  kind: 'static',
  route: '/instructions',
  parent: '/tmfdoc',
  ch: {
    title: '说明书列表',
    description: '条码秤、识别秤、收银秤与计价秤说明书，校准说明、软件手册、App 指南与操作视频。',
    lead: '按产品类别整理的全部说明书与视频。',
    sections: [
      { heading: '条码打印秤与识别秤', links: downloadLinks('ch', ['tmF', 'tmF65', 'tmF66']) },
      { heading: '收银秤', links: downloadLinks('ch', ['syAb', 'syAc', 'syAd', 'syAe']) },
      { heading: '计价秤', links: downloadLinks('ch', ['acsA2019']) },
      { heading: '校准', links: downloadLinks('ch', ['barcodeCalibration', 'priceCalibration']) },
      { heading: '软件与 App', links: downloadLinks('ch', ['software40Manual', 'appGuide']) },
      { heading: '视频', links: downloadLinks('ch', ['operationVideo']) },
      {
        id: 'library',
        heading: '资料库最新文件',
        library: { categories: [], empty: '资料库里暂时还没有公开的文件。' },
      },
    ],
  },
  en: {
    title: 'All manuals',
    description:
      'Manuals for barcode, identification, cash-register and price scales, calibration instructions, software manual, app guide and operation video.',
    lead: 'Every manual and video, grouped by product type.',
    sections: [
      { heading: 'Barcode printing and identification scales', links: downloadLinks('en', ['tmF', 'tmF65', 'tmF66']) },
      { heading: 'Cash-register scales', links: downloadLinks('en', ['syAb', 'syAc', 'syAd', 'syAe']) },
      { heading: 'Price scales', links: downloadLinks('en', ['acsA2019']) },
      { heading: 'Calibration', links: downloadLinks('en', ['barcodeCalibration', 'priceCalibration']) },
      { heading: 'Software and apps', links: downloadLinks('en', ['software40Manual', 'appGuide']) },
      { heading: 'Video', links: downloadLinks('en', ['operationVideo']) },
      {
        id: 'library',
        heading: 'Latest from the document library',
        library: { categories: [], empty: 'The document library has no public files yet.' },
      },
    ],
  },
};
