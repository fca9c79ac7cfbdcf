import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import classes from './route-progress.module.css';

/** A thin bar at the top while a navigation is pending (a lazy page loading): the click was taken. */
export function RouteProgress() {
  const { t } = useTranslation('common');
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className={classes.bar} role="progressbar" aria-label={t('loading')} data-testid="route-progress" />;
}
