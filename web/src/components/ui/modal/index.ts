export * from './modal';
export { useTopModal } from './open-modals';
