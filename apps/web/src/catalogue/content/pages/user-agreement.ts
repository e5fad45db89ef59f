import type { StaticPage } from '../types';

export const useragreement: StaticPage = {
  kind: 'static',
  route: '/page/useragreement',
  ch: {
    title: '用户协议',
    description: 'TM 云秤服务用户协议：账号、商户责任、数据、服务变更与终止。',
    lead: '本协议是你与我们之间关于使用 TM 云秤服务（云端管理后台、联网电子秤及配套 App）的约定。你注册、登录或使用服务，即表示你已阅读并同意本协议与《隐私政策》。',
    sections: [
      {
        heading: '一、服务内容',
        paragraphs: [
          '我们为商户提供门店、商品、电子秤、标签、销售记录与统计报表的云端管理，向电子秤下发商品与标签，并提供客服工单、锁具维修人员管理等功能。具体功能以后台实际提供的为准。',
        ],
      },
      {
        heading: '二、账号与登录',
        items: [
          '你可用手机号与短信验证码、账号密码或即时通讯平台授权登录；手机号须为本人实名使用的 11 位号码。',
          '请妥善保管账号、密码与验证码，不要转借他人；通过你的账号进行的操作视为你本人的操作。',
          '发现账号被盗用时，请立即修改密码并通过客服工单告知我们。',
        ],
      },
      {
        heading: '三、商户与管理员的责任',
        items: [
          '商户应保证录入的公司、门店、商品与价格信息真实、合法。',
          '公司管理员负责为本公司开通用户、分配角色、生成维修人员邀请码，并对这些操作负责。',
          '商户通过电子秤销售商品时，应遵守计量、价格与食品安全等法律法规，按规定对电子秤进行检定与校准。',
        ],
      },
      {
        heading: '四、数据',
        paragraphs: [
          '商户录入和电子秤上传的经营数据归商户所有。我们仅为提供服务、保障安全和履行法定义务而处理这些数据，处理方式见《隐私政策》。商户可以随时在后台删除自己录入的数据。',
        ],
      },
      {
        heading: '五、使用规范',
        items: [
          '不得利用服务从事违法活动，或录入、传播违法和侵权内容。',
          '不得尝试访问其他公司的数据，不得干扰、破坏服务的正常运行。',
          '不得对服务进行反向工程，或以自动化方式大量抓取数据。',
        ],
        paragraphs: ['违反上述规范的，我们可以视情节暂停或终止相关账号的服务。'],
      },
      {
        heading: '六、付费服务',
        paragraphs: ['部分服务（如支付开通）需另行申请或付费，以届时的服务说明与单独协议为准。'],
      },
      {
        heading: '七、服务变更、中断与终止',
        paragraphs: [
          '我们会持续改进服务，并尽量提前通知可能影响使用的变更或维护。因网络、通信、停电等不可抗力造成的中断，我们会尽快恢复。你可以随时停止使用并申请注销账号；注销前请自行保存需要保留的数据。',
        ],
      },
      {
        heading: '八、责任限制',
        paragraphs: [
          '我们按协议提供服务并承担相应责任。因你保管不善、违反本协议或第三方原因造成的损失，由责任方承担；法律另有规定的除外。',
        ],
      },
      {
        heading: '九、协议更新与争议解决',
        paragraphs: [
          '本协议可能随服务变化而更新，更新后在登录页或公告中提示。本协议适用中华人民共和国法律；发生争议时，双方应先友好协商，协商不成的，可向有管辖权的人民法院提起诉讼。',
        ],
      },
      {
        heading: '十、联系我们',
        paragraphs: ['对本协议有任何疑问，请登录云端后台提交客服工单。'],
        links: [
          { href: '/sign/login', label: '登录云端后台' },
          { href: '/page/privacy', label: '隐私政策' },
        ],
      },
    ],
  },
  en: {
    title: 'User agreement',
    description: 'TM Scale Cloud user agreement: accounts, merchant responsibilities, data, changes and termination.',
    lead: 'This agreement is between you and us and covers your use of the TM Scale Cloud service (the cloud console, networked scales and the related apps). By registering, signing in or using the service you confirm that you have read and accept this agreement and the Privacy policy.',
    sections: [
      {
        heading: '1. The service',
        paragraphs: [
          'We give merchants cloud management of shops, products, scales, labels, sales records and statistics, send products and labels to their scales, and provide customer-service work orders, repair-staff management and related functions. The functions actually offered in the console apply.',
        ],
      },
      {
        heading: '2. Accounts and sign-in',
        items: [
          'You can sign in with a mobile number and SMS code, an account password or messaging-platform authorization; the mobile number must be an 11-digit number registered to and used by you.',
          'Keep your account, password and codes to yourself; whatever is done through your account is treated as done by you.',
          'If your account is misused, change your password at once and tell us through a customer-service work order.',
        ],
      },
      {
        heading: '3. Responsibilities of merchants and administrators',
        items: [
          'Merchants ensure that the company, shop, product and price information they enter is true and lawful.',
          'Company administrators create their company’s users, assign roles and issue repair-staff invite codes, and are responsible for doing so.',
          'Merchants selling by scale follow the laws on metrology, pricing and food safety, and have their scales verified and calibrated as required.',
        ],
      },
      {
        heading: '4. Data',
        paragraphs: [
          'Business data entered by merchants and uploaded by their scales belongs to the merchant. We process it only to provide the service, keep it secure and meet legal obligations, as the Privacy policy describes. Merchants can delete the data they entered in the console at any time.',
        ],
      },
      {
        heading: '5. Acceptable use',
        items: [
          'Do not use the service for unlawful activity or to enter or spread unlawful or infringing content.',
          'Do not try to reach other companies’ data or interfere with the running of the service.',
          'Do not reverse-engineer the service or harvest data from it by automated means.',
        ],
        paragraphs: [
          'Where these rules are broken we may suspend or end service to the accounts involved, depending on the seriousness.',
        ],
      },
      {
        heading: '6. Paid services',
        paragraphs: [
          'Some services, such as payment activation, require a separate application or fee; the service description and separate agreement at that time apply.',
        ],
      },
      {
        heading: '7. Changes, interruptions and termination',
        paragraphs: [
          'We keep improving the service and try to announce in advance any change or maintenance that affects its use. After interruptions caused by network, telecom or power failures beyond our control we restore service as fast as we can. You may stop using the service and ask to close your account at any time; keep a copy of any data you need first.',
        ],
      },
      {
        heading: '8. Limitation of liability',
        paragraphs: [
          'We provide the service under this agreement and are responsible accordingly. Losses caused by careless keeping of credentials, breach of this agreement or third parties are borne by whoever caused them, unless the law provides otherwise.',
        ],
      },
      {
        heading: '9. Updates and disputes',
        paragraphs: [
          'This agreement may be updated as the service changes; updates are pointed out on the sign-in page or in an announcement. It is governed by the laws of the People’s Republic of China. Disputes are first settled by friendly negotiation; failing that, either party may bring the case before a competent people’s court.',
        ],
      },
      {
        heading: '10. Contact us',
        paragraphs: [
          'For questions about this agreement, sign in to the cloud console and open a customer-service work order.',
        ],
        links: [
          { href: '/sign/login', label: 'Sign in to the cloud console' },
          { href: '/page/privacy', label: 'Privacy policy' },
        ],
      },
    ],
  },
};
