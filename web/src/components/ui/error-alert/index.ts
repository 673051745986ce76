export { ErrorAlert } from './error-alert';
