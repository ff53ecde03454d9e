export const PROFILE_API = {
  password: '/api/staff/profile/password',
  pin: '/api/staff/profile/pin',
} as const;
