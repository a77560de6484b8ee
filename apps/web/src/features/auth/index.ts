/**
 * What other features may use of the account screens: the form fields, the SMS phone check and the local
 * sign-out. (The form kit would sit better in shared/ui; it lives here until the lead moves it.)
 */
export { IconCheckCircle } from './components/auth-icons.tsx';
export { AuthLayout } from './components/auth-layout.tsx';
export { Checkbox, FormAlert, formStyles, TextField } from './components/form-fields.tsx';
export { PasswordField } from './components/password-field.tsx';
export { PhoneVerification } from './components/phone-verification.tsx';
export { splitFieldMessage, thrownMessage } from './model/server-error.ts';
export { clearLocalAccount } from './model/sign-in.ts';
