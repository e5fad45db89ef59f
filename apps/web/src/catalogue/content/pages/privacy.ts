import type { StaticPage } from '../types';

/** Privacy policy V1.5.3 of 2025-07-03 (console spec §2, §9), for the cloud scale service and its apps. */
export const privacy: StaticPage = {
  kind: 'static',
  route: '/page/privacy',
  ch: {
    title: '隐私政策',
    description: 'TM 云秤服务隐私政策 V1.5.3（2025-07-03）：我们收集哪些信息、如何使用与保护，以及你的权利。',
    lead: '版本：V1.5.3　生效日期：2025-07-03。本政策说明 TM 云秤服务（云端管理后台、联网电子秤、锁具维修 App 与人脸核验 App）如何收集、使用、存储、共享和保护你的个人信息，以及你如何行使自己的权利。请在使用服务前仔细阅读。',
    sections: [
      {
        heading: '一、适用范围',
        paragraphs: [
          '本政策适用于我们通过云端管理后台、联网电子秤、锁具维修 App 与人脸核验 App 提供的服务。公开的产品目录网站不要求登录，也不收集访客的个人信息；你选择的显示语言只保存在你自己的浏览器中。',
          '商户（公司）使用本服务管理其门店、商品与销售数据时，对其录入的顾客或员工信息负有告知和取得同意的责任；我们依照商户的指示处理这些数据。',
        ],
      },
      {
        heading: '二、我们收集的信息',
        items: [
          '账号信息：手机号码、短信验证码、昵称、头像，以及账号的创建与最后修改时间。',
          '第三方登录信息：你选择用即时通讯平台授权登录或绑定时，我们获得该平台返回的授权码与账号标识，不获取你在该平台的密码。',
          '公司信息：公司名称、联系人、联系电话与地址，公司用户的加入方式与角色。',
          '经营数据：门店（名称、联系人、电话、地址、图片、类别）、商品与 PLU、电子秤（名称、描述、图片、设备编号 UUID、快捷键）、标签样式、销售记录（交易时间、单价、重量、总价、计价方式）与统计报表。',
          '你上传的文件：商品、门店与电子秤的图片，标签文件。',
          '客服工单中你提供的问题描述与附件。',
          '锁具维修 App：为核验维修人员身份而进行的人脸活体检测信息、用于匹配维修权限的位置信息，以及维修记录。',
          '日志信息：为保障安全与排查故障，服务器会记录访问时间、IP 地址、浏览器或设备类型与请求结果。',
        ],
      },
      {
        heading: '三、我们如何使用信息',
        items: [
          '登录与身份核验：用手机号与短信验证码、账号密码或即时通讯平台授权为你登录，验证码发送后 30 秒内不可重复发送。',
          '提供业务功能：保存与同步商品、标签和销售数据，生成统计报表，把商品与标签下发到电子秤。',
          '锁具维修：通过人脸活体检测确认操作者是经授权的维修人员，依据位置自动匹配可维修的锁具，并把维修记录同步到云端。',
          '客户服务：处理你提交的客服工单与咨询。',
          '安全保障：识别异常登录、防止账号被盗用，排查系统故障。',
        ],
        paragraphs: ['我们不会把你的个人信息用于本政策未列明的目的；如需用于新目的，会事先征得你的同意。'],
      },
      {
        heading: '四、人脸信息与位置信息',
        paragraphs: [
          '人脸信息属于敏感个人信息。锁具维修 App 仅在你主动开始核验时采集，仅用于确认你是经授权的维修人员，不用于其他目的。位置信息仅在维修人员使用 App 时获取，用于匹配维修权限。',
          '你可以在手机系统设置中关闭相机或位置权限，但关闭后将无法完成核验或权限匹配。',
        ],
      },
      {
        heading: '五、本地存储',
        paragraphs: [
          '云端后台在你的浏览器中以加密形式保存登录信息与界面设置，并保存你选择的显示语言，以便你下次访问时保持登录和语言。退出登录时，保存的登录信息会被清除。我们不使用广告跟踪工具。',
        ],
      },
      {
        heading: '六、共享、委托处理与公开披露',
        items: [
          '短信服务商：为向你的手机号发送验证码，我们向其提供手机号码。',
          '即时通讯平台：你选择授权登录时，按该平台的规则交换授权信息。',
          '云存储服务商：你上传的图片与我们提供的文档存放在云文件存储服务中。',
          '支付服务：商户申请开通支付相关服务时，我们向服务方提供开通所需的公司信息。',
        ],
        paragraphs: [
          '我们要求受托方按本政策与合同约定处理信息并采取安全措施。除法律法规要求或有权机关依法要求外，我们不会公开披露你的个人信息，也不会出售你的个人信息。',
        ],
      },
      {
        heading: '七、存储与保存期限',
        paragraphs: [
          '我们在为提供服务所必需的期限内保存你的信息：账号信息在账号存续期间保存；经营数据在商户账号存续期间保存，商户可以自行删除；日志按安全管理的需要保存。超出保存期限或你注销账号后，我们会删除或匿名化处理你的个人信息，法律法规另有规定的除外。',
          '如需把个人信息传输到境外，我们会按适用法律的要求另行告知并取得你的单独同意。',
        ],
      },
      {
        heading: '八、我们如何保护信息',
        items: [
          '通过加密连接传输数据，登录令牌在有效期后失效，需要重新登录。',
          '按商户隔离数据：一家公司的用户无法访问其他公司的门店、商品、电子秤与销售数据。',
          '按角色控制访问：普通用户与系统管理员只能进入各自的功能范围。',
          '发生个人信息安全事件时，我们会按法律要求及时告知你并采取补救措施。',
        ],
      },
      {
        heading: '九、你的权利',
        items: [
          '查阅与更正：在个人中心查看和修改昵称、头像、手机号与公司信息。',
          '删除：删除你录入的门店、商品、电子秤与标签等数据，或请求我们删除你的个人信息。',
          '撤回同意：解绑第三方登录、关闭手机中的相机或位置权限。',
          '注销账号：通过客服工单申请注销；注销后我们将删除或匿名化你的个人信息。',
        ],
        paragraphs: ['我们会在收到请求并核验身份后 15 个工作日内答复。'],
      },
      {
        heading: '十、未成年人',
        paragraphs: [
          '本服务面向商户及其员工，不面向未满 14 周岁的未成年人。如发现误收集了未成年人的个人信息，我们会尽快删除。',
        ],
      },
      {
        heading: '十一、政策更新',
        paragraphs: [
          '本政策可能随服务变化而更新。更新后我们会修改版本号与生效日期，并在登录页或公告中提示；重大变更会以更显著的方式通知你。',
        ],
      },
      {
        heading: '十二、联系我们',
        paragraphs: [
          '对本政策或个人信息处理有任何疑问、意见或投诉，请登录云端后台提交客服工单，我们会在 15 个工作日内答复。',
        ],
        links: [
          { href: '/sign/login', label: '登录云端后台' },
          { href: '/page/useragreement', label: '用户协议' },
        ],
      },
    ],
  },
  en: {
    title: 'Privacy policy',
    description:
      'TM Scale Cloud privacy policy V1.5.3 (2025-07-03): what we collect, how we use and protect it, and your rights.',
    lead: 'Version V1.5.3. Effective 2025-07-03. This policy explains how the TM Scale Cloud service (the cloud console, networked scales, the lock-repair app and the face-verification app) collects, uses, stores, shares and protects your personal information, and how you exercise your rights. Please read it before using the service.',
    sections: [
      {
        heading: '1. Scope',
        paragraphs: [
          'This policy covers the services we provide through the cloud console, networked scales, the lock-repair app and the face-verification app. The public product catalogue needs no sign-in and collects no personal information from visitors; the display language you choose is kept only in your own browser.',
          'A merchant (company) that manages its shops, products and sales with the service is responsible for informing, and obtaining consent from, the customers or staff whose information it enters; we process that data on the merchant’s instructions.',
        ],
      },
      {
        heading: '2. Information we collect',
        items: [
          'Account: mobile number, SMS verification codes, nickname, avatar, and when the account was created and last changed.',
          'Third-party sign-in: when you sign in or bind through a messaging platform, we receive the authorization code and account identifier it returns, never your password on that platform.',
          'Company: company name, contact person, contact phone and address; how each user joined the company and their role.',
          'Business data: shops (name, contact, phone, address, picture, categories), products and PLUs, scales (name, description, picture, device UUID, shortcut keys), label layouts, sales records (time, unit price, weight, total, pricing mode) and statistics.',
          'Files you upload: pictures of products, shops and scales; label files.',
          'What you write and attach in customer-service work orders.',
          'Lock-repair app: face liveness information captured to verify repair staff, location used to match repair permissions, and repair records.',
          'Logs: for security and troubleshooting, our servers record access time, IP address, browser or device type and the result of each request.',
        ],
      },
      {
        heading: '3. How we use it',
        items: [
          'Signing in and verifying identity: by mobile number and SMS code, account password or messaging-platform authorization; a code cannot be requested again within 30 seconds.',
          'Running the business features: saving and syncing products, labels and sales, producing statistics, and sending products and labels to scales.',
          'Lock repair: a face liveness check confirms that the person is authorized repair staff, their location matches them to the locks they may repair, and repair records sync to the cloud.',
          'Customer service: handling your work orders and questions.',
          'Security: spotting unusual sign-ins, preventing account misuse and investigating faults.',
        ],
        paragraphs: [
          'We do not use your personal information for purposes not listed here; for any new purpose we will ask for your consent first.',
        ],
      },
      {
        heading: '4. Face and location information',
        paragraphs: [
          'Face information is sensitive personal information. The lock-repair app captures it only when you start a verification yourself, and uses it only to confirm that you are authorized repair staff. Location is read only while repair staff use the app, to match repair permissions.',
          'You can turn off camera or location permission in your phone’s settings, but verification or permission matching will then not be possible.',
        ],
      },
      {
        heading: '5. Storage in your browser',
        paragraphs: [
          'The cloud console keeps your sign-in information and interface settings encrypted in your browser, together with your chosen display language, so that you stay signed in and see the same language next time. Signing out clears the stored sign-in information. We use no advertising trackers.',
        ],
      },
      {
        heading: '6. Sharing, processors and disclosure',
        items: [
          'SMS provider: receives your mobile number so that verification codes can be sent to it.',
          'Messaging platform: exchanges authorization data under its own rules when you choose to sign in with it.',
          'Cloud storage provider: stores the pictures you upload and the documents we provide.',
          'Payment services: when a merchant applies for payment services, we give the provider the company information the application needs.',
        ],
        paragraphs: [
          'We require processors to handle information under this policy and their contract and to keep it secure. We do not disclose your personal information publicly except where the law or a competent authority requires it, and we never sell it.',
        ],
      },
      {
        heading: '7. Storage and retention',
        paragraphs: [
          'We keep your information only as long as the service needs it: account information while the account exists; business data while the merchant account exists, and merchants can delete it themselves; logs as long as security management requires. After that, or when you close your account, we delete or anonymize your personal information unless the law requires otherwise.',
          'If personal information ever has to be transferred abroad, we will tell you as the applicable law requires and ask for your separate consent.',
        ],
      },
      {
        heading: '8. How we protect it',
        items: [
          'Data travels over encrypted connections; sign-in tokens expire and you then sign in again.',
          'Data is separated by merchant: users of one company cannot reach another company’s shops, products, scales or sales.',
          'Access follows roles: ordinary users and system administrators each reach only their own functions.',
          'If a personal-information security incident happens, we will inform you promptly as the law requires and take remedial action.',
        ],
      },
      {
        heading: '9. Your rights',
        items: [
          'Access and correction: view and change your nickname, avatar, mobile number and company details in your personal centre.',
          'Deletion: delete the shops, products, scales, labels and other data you entered, or ask us to delete your personal information.',
          'Withdrawing consent: unbind third-party sign-in; turn off camera or location permission on your phone.',
          'Closing your account: ask through a customer-service work order; we then delete or anonymize your personal information.',
        ],
        paragraphs: ['We answer within 15 working days of receiving a request and verifying your identity.'],
      },
      {
        heading: '10. Minors',
        paragraphs: [
          'The service is meant for merchants and their staff, not for children under 14. If we find we have collected a child’s personal information by mistake, we delete it as soon as possible.',
        ],
      },
      {
        heading: '11. Changes to this policy',
        paragraphs: [
          'This policy may change as the service changes. We then update the version number and effective date and point it out on the sign-in page or in an announcement; significant changes are notified more prominently.',
        ],
      },
      {
        heading: '12. Contact us',
        paragraphs: [
          'For questions, comments or complaints about this policy or how your personal information is handled, sign in to the cloud console and open a customer-service work order; we answer within 15 working days.',
        ],
        links: [
          { href: '/sign/login', label: 'Sign in to the cloud console' },
          { href: '/page/useragreement', label: 'User agreement' },
        ],
      },
    ],
  },
};
