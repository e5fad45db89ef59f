import { DOWNLOADS, downloadLinks } from '../downloads';
import type { StaticPage } from '../types';

/**
 * Custom link schemes that open the installed apps. The spec does not name them; the prerender may replace
 * them (LOCK_APP_SCHEME, FACE_APP_SCHEME) without touching the page text.
 */
export const LOCK_APP_SCHEME = 'tmlock://open';
export const FACE_APP_SCHEME = 'tmface://open';

/** Lock-repair landing page (catalogue spec §2.5): four core features and a three-step security flow. */
export const dahualock: StaticPage = {
  kind: 'static',
  route: '/dahualock',
  app: { mode: 'lock', scheme: LOCK_APP_SCHEME, fallbackHref: '#download', installer: DOWNLOADS.lockApp.file },
  ch: {
    title: '锁具维修 App',
    description: '电子锁维修人员 App：人脸核验登录、按位置匹配维修权限、维修记录云端同步、数据图表。',
    lead: '为电子锁维修人员准备的 App：先核验身份再开始维修，每一次维修都有记录可查。',
    action: {
      openLabel: '打开 App',
      downloadLabel: '下载 App',
      obtainLabel: '获取 App',
      hint: '已安装时点击按钮直接打开 App；未安装时会转到下方的安装说明。',
    },
    sections: [
      {
        heading: '核心功能',
        items: [
          '人脸核验：经即时通讯平台授权登录后，用人脸识别确认维修人员本人',
          '位置权限匹配：按维修人员所在位置自动匹配可维修的锁具',
          '维修记录云同步：每次维修的记录自动同步到云端',
          '数据图表：维修次数与锁具状态以图表呈现',
        ],
      },
      {
        heading: '三步安全流程',
        steps: [
          '平台授权登录：用即时通讯平台账号授权登录 App',
          '活体检测：按提示完成人脸活体检测，确认是本人操作',
          '自动匹配权限：根据身份与位置自动授予相应锁具的维修权限',
        ],
      },
      {
        id: 'download',
        heading: '下载 App',
        paragraphs: [
          'Android 手机可直接下载安装包；安装完成后回到本页，点击“打开 App”。',
          '维修人员账号由所在公司的管理员在云端后台用邀请码开通。',
        ],
        links: downloadLinks('ch', ['lockApp']),
        whenMissing: {
          file: DOWNLOADS.lockApp.file,
          section: {
            heading: '获取 App',
            paragraphs: [
              '安装包暂未在本站提供下载。请联系客服获取 Android 安装包：已使用云端后台的公司，可由管理员登录后提交客服工单索取。',
              '安装完成后回到本页，点击“打开 App”。',
              '维修人员账号由所在公司的管理员在云端后台用邀请码开通。',
            ],
            links: [{ href: '/sign/login', label: '登录云端后台提交工单' }],
          },
        },
      },
    ],
  },
  en: {
    title: 'Lock-repair app',
    description:
      'The app for electronic-lock repair staff: face-verified sign-in, location-based permissions, repair records synced to the cloud, data charts.',
    lead: 'An app for electronic-lock repair staff: identity is verified before any repair starts, and every repair leaves a record.',
    action: {
      openLabel: 'Open app',
      downloadLabel: 'Download app',
      obtainLabel: 'Get the app',
      hint: 'If the app is installed the button opens it; otherwise it takes you to the installation instructions below.',
    },
    sections: [
      {
        heading: 'Core features',
        items: [
          'Face verification: after signing in with messaging-platform authorization, face recognition confirms the repairer in person',
          'Location-based permissions: the repairer’s location is matched to the locks they may repair',
          'Cloud sync of repair records: every repair is recorded and synced to the cloud',
          'Data charts: repair counts and lock status shown as charts',
        ],
      },
      {
        heading: 'Three-step security flow',
        steps: [
          'Platform authorization login: sign in to the app with a messaging-platform account',
          'Liveness check: follow the prompts for a face liveness check, so only the real person can proceed',
          'Automatic permission match: repair permissions for the right locks are granted from identity and location',
        ],
      },
      {
        id: 'download',
        heading: 'Download the app',
        paragraphs: [
          'On an Android phone, download the installer directly; when it is installed, come back to this page and tap “Open app”.',
          'Repair staff accounts are opened by their company’s administrator with an invite code in the cloud console.',
        ],
        links: downloadLinks('en', ['lockApp']),
        whenMissing: {
          file: DOWNLOADS.lockApp.file,
          section: {
            heading: 'Getting the app',
            paragraphs: [
              'The installer is not offered for download on this site yet. Ask our service team for the Android installer: a company using the cloud console can have its administrator sign in and request it in a customer-service work order.',
              'When it is installed, come back to this page and tap “Open app”.',
              'Repair staff accounts are opened by their company’s administrator with an invite code in the cloud console.',
            ],
            links: [{ href: '/sign/login', label: 'Sign in to open a work order' }],
          },
        },
      },
    ],
  },
};

/** Face-verification app helper (spec §2.5): the button follows the installation detected on Android. */
export const facedowning: StaticPage = {
  kind: 'static',
  route: '/facedowning',
  app: { mode: 'android', scheme: FACE_APP_SCHEME, fallbackHref: '#download', installer: DOWNLOADS.faceApp.file },
  ch: {
    title: '人脸核验 App 下载',
    description: '在 Android 手机上下载或打开人脸核验 App。',
    lead: '用 Android 手机打开本页：已安装人脸核验 App 时按钮显示“打开 App”，未安装时按钮带你到安装说明。',
    action: {
      openLabel: '打开 App',
      downloadLabel: '下载 App',
      obtainLabel: '获取 App',
      hint: '本 App 目前只提供 Android 版本。',
    },
    sections: [
      {
        heading: '使用步骤',
        steps: [
          '用 Android 手机的浏览器打开本页',
          '已安装时点击“打开 App”；未安装时点击按钮，按下方说明安装',
          '打开 App 后按提示完成人脸核验',
        ],
      },
      {
        id: 'download',
        heading: '下载安装包',
        paragraphs: ['如果手机提示“未知来源”，请在系统设置中允许本次安装。'],
        links: downloadLinks('ch', ['faceApp']),
        whenMissing: {
          file: DOWNLOADS.faceApp.file,
          section: {
            heading: '获取安装包',
            paragraphs: [
              '安装包暂未在本站提供下载。请联系客服获取 Android 安装包：已使用云端后台的客户，可登录后提交客服工单索取。',
              '如果手机提示“未知来源”，请在系统设置中允许本次安装。',
            ],
            links: [{ href: '/sign/login', label: '登录云端后台提交工单' }],
          },
        },
      },
    ],
  },
  en: {
    title: 'Face-verification app download',
    description: 'Download or open the face-verification app on an Android phone.',
    lead: 'Open this page on an Android phone: the button reads “Open app” when the face-verification app is installed, and otherwise leads to the installation instructions.',
    action: {
      openLabel: 'Open app',
      downloadLabel: 'Download app',
      obtainLabel: 'Get the app',
      hint: 'The app is available for Android only.',
    },
    sections: [
      {
        heading: 'Steps',
        steps: [
          'Open this page in your Android phone’s browser',
          'Tap “Open app” if it is installed; otherwise tap the button and install the app as described below',
          'In the app, follow the prompts to complete face verification',
        ],
      },
      {
        id: 'download',
        heading: 'Installer',
        paragraphs: ['If the phone warns about an unknown source, allow this installation in the system settings.'],
        links: downloadLinks('en', ['faceApp']),
        whenMissing: {
          file: DOWNLOADS.faceApp.file,
          section: {
            heading: 'Getting the installer',
            paragraphs: [
              'The installer is not offered for download on this site yet. Ask our service team for the Android installer: customers using the cloud console can sign in and request it in a customer-service work order.',
              'If the phone warns about an unknown source, allow this installation in the system settings.',
            ],
            links: [{ href: '/sign/login', label: 'Sign in to open a work order' }],
          },
        },
      },
    ],
  },
};
