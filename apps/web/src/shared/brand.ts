import type { CSSProperties } from 'react';

/** The maker's blue: antd's primary colour (app/theme.ts), and `--tm-brand` of what is drawn without antd. */
export const BRAND_COLOR = '#004494';

/** Sets `--tm-brand` for the plain elements below it (the sign-in form, the loading spinner). */
export const BRAND_STYLE = { '--tm-brand': BRAND_COLOR } as CSSProperties;
