import { useMantineColorScheme } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowRight,
  IconBuildingSkyscraper,
  IconDeviceDesktop,
  IconFolder,
  IconKeyboard,
  IconLanguage,
  IconMoon,
  IconPalette,
  IconSun,
  IconSwitchHorizontal,
} from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePermission } from '@/features/permissions';
import { savePreferences, selectPreferences } from '@/features/preferences';
import type { Preferences } from '@/features/session';
import { RESOURCE_TREE_PERMISSION, selectResources, selectSelectedResource, switchWorkspace } from '@/features/workspace';
import { intlLocale, isLanguageCode, languageCodes, languages, rememberLanguage, type LanguageCode } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useAppDispatch, useAppSelector } from '@/lib/store';
import { rankEntries } from '../model/match';
import type { PageActionKind, PalettePage } from '../palette-context';
import type { Entry, EntryGroup, Mode } from './entries';

type Theme = Preferences['theme'];
const themes: readonly Theme[] = ['light', 'dark', 'auto'];
const themeIcons: Record<Theme, React.ReactNode> = {
  light: <IconSun size={18} aria-hidden />,
  dark: <IconMoon size={18} aria-hidden />,
  auto: <IconDeviceDesktop size={18} aria-hidden />,
};

/** Workspaces shown for a typed name: enough to pick from, few enough to read (5,000 exist for some users). */
const WORKSPACE_HITS = 6;

interface Options {
  mode: Mode;
  query: string;
  pages: readonly PalettePage[];
  pageActions: ReadonlyMap<PageActionKind, () => void>;
  onShowShortcuts: () => void;
}

/**
 * What the palette can do without asking the server: the open page's action, switching workspace,
 * theme and language, the shortcuts list, and the pages of the sidebar (already filtered by
 * permission). With a query, the matching choices (a theme, a language, a workspace) appear directly.
 */
export function useCommandGroups({ mode, query, pages, pageActions, onShowShortcuts }: Options): EntryGroup[] {
  const { t, i18n } = useTranslation(['palette', 'shell']);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { setColorScheme } = useMantineColorScheme();
  const { theme } = useAppSelector(selectPreferences);
  const resources = useAppSelector(selectResources);
  const selected = useAppSelector(selectSelectedResource);
  const maySwitch = usePermission(RESOURCE_TREE_PERMISSION) && resources.length > 1;
  const language = i18n.language;
  const refund = pageActions.get('refund');

  const all = useMemo(() => {
    const saveFailed = () => notify({ color: 'red', message: t('palette:saveFailed') });
    const save = (preferences: Partial<Preferences>) => void dispatch(savePreferences(preferences)).unwrap().catch(saveFailed);
    const names = new Intl.DisplayNames([intlLocale(language)], { type: 'language' });

    const actions: Entry[] = [
      ...(refund
        ? [{ key: 'refund', label: t('palette:actions.refund'), icon: <IconArrowBackUp size={18} aria-hidden />, run: () => (refund(), 'leave' as const) }]
        : []),
      ...(maySwitch
        ? [
            {
              key: 'workspace',
              label: t('palette:actions.workspace'),
              keywords: [t('palette:modes.workspace')],
              icon: <IconSwitchHorizontal size={18} aria-hidden />,
              run: () => ({ mode: 'workspace' as const }),
            },
          ]
        : []),
      {
        key: 'theme',
        label: t('palette:actions.theme'),
        keywords: themes.map((name) => t(`palette:themes.${name}`)),
        icon: <IconPalette size={18} aria-hidden />,
        run: () => ({ mode: 'theme' as const }),
      },
      {
        key: 'language',
        label: t('palette:actions.language'),
        keywords: [t('palette:modes.language')],
        icon: <IconLanguage size={18} aria-hidden />,
        run: () => ({ mode: 'language' as const }),
      },
      {
        key: 'shortcuts',
        label: t('palette:actions.shortcuts'),
        icon: <IconKeyboard size={18} aria-hidden />,
        run: () => (onShowShortcuts(), 'handled' as const),
      },
    ];

    const themeEntries: Entry[] = themes.map((name) => ({
      key: `theme-${name}`,
      label: t(`palette:themes.${name}`),
      keywords: [t('palette:modes.theme')],
      icon: themeIcons[name],
      current: name === theme,
      run: () => {
        setColorScheme(name); // at once; the saved preference follows
        save({ theme: name });
        return 'close';
      },
    }));

    const languageEntries: Entry[] = languageCodes.map((code: LanguageCode) => ({
      key: `language-${code}`,
      label: languages[code].nativeName,
      keywords: [names.of(languages[code].intl) ?? code, code, t('palette:modes.language')],
      current: isLanguageCode(language) ? code === language : code === 'en',
      run: () => {
        // As Settings does: the interface switches at once (Arabic turns right-to-left), the preference follows.
        rememberLanguage(code);
        void i18n.changeLanguage(code);
        save({ language: code });
        return 'close';
      },
    }));

    // A channel is no workspace: the switcher opens its page (docs/api/channels.md), the palette lists workspaces only.
    const workspaceEntries: Entry[] = maySwitch
      ? resources
          .filter((resource) => resource.resourceType !== 'channel')
          .map((resource) => ({
            key: `workspace-${resource.id}`,
            label: resource.name,
            description: t(`shell:switcher.types.${resource.resourceType}`, { defaultValue: resource.resourceType }),
            icon: resource.resourceType === 'organization' ? <IconBuildingSkyscraper size={18} aria-hidden /> : <IconFolder size={18} aria-hidden />,
            current: resource.id === selected?.id,
            run: () => {
              if (resource.id !== selected?.id) void dispatch(switchWorkspace(resource.id));
              return 'leave';
            },
          }))
      : [];

    const pageEntries: Entry[] = pages.map((page) => ({
      key: `page-${page.to}`,
      label: t(page.labelKey),
      keywords: [t('palette:goTo')],
      icon: <IconArrowRight size={18} aria-hidden />,
      run: () => {
        void navigate(page.to);
        return 'leave';
      },
    }));

    return { actions, themeEntries, languageEntries, workspaceEntries, pageEntries };
  }, [t, i18n, language, dispatch, navigate, setColorScheme, theme, refund, maySwitch, resources, selected?.id, pages, onShowShortcuts]);

  return useMemo(() => {
    const group = (key: string, label: string, entries: Entry[], limit = Infinity): EntryGroup => ({ key, label, entries: rankEntries(entries, query, limit) });
    const groups: EntryGroup[] =
      mode === 'theme'
        ? [group('themes', t('palette:modes.theme'), all.themeEntries)]
        : mode === 'language'
          ? [group('languages', t('palette:modes.language'), all.languageEntries)]
          : mode === 'workspace'
            ? [group('workspaces', t('palette:modes.workspace'), all.workspaceEntries, 50)]
            : [
                group('actions', t('palette:groups.actions'), all.actions),
                ...(query.trim()
                  ? [
                      group('workspaces', t('palette:modes.workspace'), all.workspaceEntries, WORKSPACE_HITS),
                      group('themes', t('palette:modes.theme'), all.themeEntries),
                      group('languages', t('palette:modes.language'), all.languageEntries),
                    ]
                  : []),
                group('pages', t('palette:groups.pages'), all.pageEntries),
              ];
    return groups.filter((g) => g.entries.length > 0);
  }, [mode, query, all, t]);
}
