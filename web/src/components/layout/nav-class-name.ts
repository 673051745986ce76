import styles from './header.module.css';

/** A header link's classes: the active page's link is marked. */
export function navClassName({ isActive }: { isActive: boolean }) {
  return [styles.navLink, isActive ? styles.active : undefined].filter(Boolean).join(' ');
}
