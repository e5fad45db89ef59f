import {
  CloseCircleFilled,
  EyeInvisibleOutlined,
  EyeOutlined,
  InfoCircleFilled,
  LoadingOutlined,
} from '@ant-design/icons';
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../shared/i18n';
import { PRIVACY_POLICY_VERSION } from '@tm/contracts';
import './sign-in.css';

// The sign-in form's controls: plain elements with the look of antd's large form controls
// (sign-in.css). The page most visits start on loads without antd (decision 31).

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'>;

type TextFieldProps = InputProps & {
  id: string;
  label: string;
  icon: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error: string | undefined;
  /** Inside the box after the text (the password's eye). */
  suffix?: ReactNode;
  /** Joined to the box's right side (the code's send button). */
  addon?: ReactNode;
};

/** What is wrong with a field, below it; its id is the field's `aria-describedby`. */
function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <div id={id} className="sign-error">
      {error}
    </div>
  ) : null;
}

/** A labelled text box with its icon, and below it what is wrong with it. */
export function TextField({ id, label, icon, value, onValueChange, error, suffix, addon, ...input }: TextFieldProps) {
  const errorId = `${id}_error`;
  const box = (
    <span className="sign-input" data-invalid={error ? '' : undefined}>
      {icon}
      <input
        {...input}
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {suffix}
    </span>
  );
  return (
    <div className="sign-field" data-invalid={error ? '' : undefined}>
      <label className="sign-label" htmlFor={id}>
        {label}
      </label>
      {addon ? (
        <div className="sign-compact">
          {box}
          {addon}
        </div>
      ) : (
        box
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A password box whose eye shows and hides what was typed. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'suffix' | 'addon'>) {
  const { t } = useTranslation('sign');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      suffix={
        <button
          type="button"
          className="sign-icon-button"
          aria-label={visible ? t('hidePassword') : t('showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible(!visible)}
        >
          {visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
        </button>
      }
    />
  );
}

/**
 * The required checkbox: 我已阅读并同意《隐私政策》(V1.5.3). A sign-in goes only with it ticked, and
 * then sends the version, which the server records with the time (docs/privacy.md).
 */
export function ConsentField({
  id,
  agreed,
  onAgreedChange,
  error,
}: {
  id: string;
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('sign');
  const policy = currentLanguage() === 'en' ? '/en/page/privacy' : '/page/privacy';
  return (
    <div className="sign-field" data-invalid={error ? '' : undefined}>
      <label className="sign-consent">
        <input
          type="checkbox"
          id={id}
          checked={agreed}
          onChange={(event) => onAgreedChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}_error` : undefined}
        />
        <span>
          {t('privacyAgree')}
          {/* Underlined: in a sentence, a link told apart by colour alone is missed (WCAG 1.4.1). */}
          <a href={policy} target="_blank" rel="noreferrer">
            {t('privacyPolicy')}
          </a>
          {t('privacyVersion', { version: PRIVACY_POLICY_VERSION })}
        </span>
      </label>
      <FieldError id={`${id}_error`} error={error} />
    </div>
  );
}

/** The form's full-width send button; while the call is under way it turns and takes no second press. */
export function SubmitButton({
  busy = false,
  icon,
  wechat = false,
  children,
}: {
  busy?: boolean;
  icon?: ReactNode;
  wechat?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className={`sign-button sign-button-primary${wechat ? ' sign-button-wechat' : ''}`}
      aria-busy={busy}
      onClick={busy ? (event) => event.preventDefault() : undefined}
    >
      {busy ? <LoadingOutlined /> : icon}
      {children}
    </button>
  );
}

/** An error above the form (wrong credentials), or a note in place of one. */
export function Notice({ type, children }: { type: 'error' | 'info'; children: ReactNode }) {
  return (
    <div
      className={`sign-notice${type === 'info' ? ' sign-notice-info' : ''}`}
      role={type === 'error' ? 'alert' : 'status'}
    >
      {type === 'error' ? <CloseCircleFilled /> : <InfoCircleFilled />}
      <span>{children}</span>
    </div>
  );
}

/** The choice of sign-in method, as one row of segments; arrow keys move between them. */
export function MethodSwitch<M extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: M; label: string }[];
  value: M;
  onChange: (value: M) => void;
}) {
  return (
    <div className="sign-methods" role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <label key={option.value}>
          <input
            type="radio"
            name="sign-method"
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
