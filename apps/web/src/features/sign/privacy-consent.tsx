import { Checkbox, Form, type FormProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../shared/i18n';
import { PRIVACY_POLICY_VERSION } from '@tm/contracts';

/** The form field of the consent checkbox, in every sign-in form. */
export const CONSENT_FIELD = 'privacy_agreed';

/**
 * The person's consent, shared by the sign-in methods: ticked once, it stays ticked when they
 * switch from password to SMS or WeChat.
 */
export type Consent = { agreed: boolean; setAgreed: (agreed: boolean) => void };

/** What a sign-in form needs to start from the shared consent and to keep it up to date. */
export function consentFormProps(consent: Consent): Pick<FormProps, 'initialValues' | 'onValuesChange'> {
  return {
    initialValues: { [CONSENT_FIELD]: consent.agreed },
    onValuesChange: (changed: Record<string, unknown>) => {
      if (CONSENT_FIELD in changed) {
        consent.setAgreed(changed[CONSENT_FIELD] === true);
      }
    },
  };
}

/**
 * The required checkbox: 我已阅读并同意《隐私政策》(V1.5.3). A sign-in goes only with it ticked, and
 * then sends the version, which the server records with the time (docs/privacy.md).
 */
export function PrivacyConsentField() {
  const { t } = useTranslation('sign');
  const policy = currentLanguage() === 'en' ? '/en/page/privacy' : '/page/privacy';
  return (
    <Form.Item
      name={CONSENT_FIELD}
      valuePropName="checked"
      rules={[
        {
          validator: (_, checked) =>
            checked === true ? Promise.resolve() : Promise.reject(new Error(t('privacyRequired'))),
        },
      ]}
    >
      <Checkbox>
        {t('privacyAgree')}
        {/* Underlined: in a sentence, a link told apart by colour alone is missed (WCAG 1.4.1). */}
        <a href={policy} target="_blank" rel="noreferrer" style={{ textDecoration: 'underline' }}>
          {t('privacyPolicy')}
        </a>
        {t('privacyVersion', { version: PRIVACY_POLICY_VERSION })}
      </Checkbox>
    </Form.Item>
  );
}
