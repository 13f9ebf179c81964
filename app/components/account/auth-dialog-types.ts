export const authDialogTypes = ['login', 'sign-up', 'password-reset'] as const
export type AuthDialogType = (typeof authDialogTypes)[number]

export function isAuthDialog(type: string | undefined): type is AuthDialogType {
  return (authDialogTypes as readonly string[]).includes(type ?? '')
}
