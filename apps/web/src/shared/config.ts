// The one place that reads build-time settings.
export const appConfig = {
  apiBase: '/api',
  /** Picker page size and width (console spec §9). */
  pickerPageSize: 10,
  pickerWidth: 180,
  isDev: import.meta.env.DEV,
} as const;
