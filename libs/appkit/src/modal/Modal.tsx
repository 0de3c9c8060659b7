import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react'
import { createFeatureContext, type AnyFeatureManifest } from '@gatehouse/controllers'
import { FeatureProvider, useKit, useKitState } from '@gatehouse/controllers/react'
import {
  Alert,
  Dialog,
  Header,
  LocaleProvider,
  ThemeRoot,
  Toast,
  useMessages,
  useStyles,
} from '@gatehouse/ui'
import type { LocaleSetting } from '@gatehouse/common'
import { appkitCatalogue } from '../i18n/appkitCatalogue'
import { AppkitMessagesContext, useAppkitMessages } from '../i18n/appkitMessages'
import { useModalLocale } from '../i18n/useModalLocale'
import { alertText, visibleText } from '../i18n/visibleMessages'
import { RegistryProvider } from '../views/RegistryContext'
import { viewRegistryOf } from '../views/registry'
import { titleIn } from '../views/registryShape'
import css from './modal.css?inline'
import { useShownView } from './useShownView'
import { ViewOutlet } from './ViewOutlet'

/** What the modal is given: its features, and how it takes over from the frame a press showed. */
export interface ModalProps {
  /**
   * The features whose views it shows, as data: their manifests (the kit's list is src/features.ts;
   * a story passes the features it shows). Pass the same list on every render.
   */
  features: readonly AnyFeatureManifest[]
  takeOver?: (() => boolean) | undefined
}

/** The modal, in the kit's language once its messages are there (see useModalLocale). */
export function Modal(props: ModalProps) {
  const locale = useModalLocale()
  if (!locale) return null
  return (
    <LocaleProvider value={locale}>
      <ModalMessages>
        <ModalShell locale={locale} features={props.features} takeOver={props.takeOver} />
      </ModalMessages>
    </LocaleProvider>
  )
}

/** Provides the modal's messages in the surrounding language to the views. */
function ModalMessages(props: { children: ReactNode }) {
  const messages = useMessages(appkitCatalogue)
  return <AppkitMessagesContext.Provider value={messages}>{props.children}</AppkitMessagesContext.Provider>
}

/** The modal: dialog shell, header with back and close, alert, current view and toast. */
function ModalShell(props: ModalProps & { locale: LocaleSetting }) {
  useStyles(css)
  const kit = useKit()
  const messages = useAppkitMessages()
  const modal = useKitState((k) => k.modal.state)
  const router = useKitState((k) => k.router.state)
  const theme = useKitState((k) => k.theme.state)
  const alert = useKitState((k) => k.alert.state)
  const toast = useKitState((k) => k.toast.state)
  // Read so that the close button follows the sign-in session (see isCloseBlocked).
  useKitState((k) => k.connection.state)
  const closeBlocked = kit.isCloseBlocked()
  const titleId = useId()
  const registry = viewRegistryOf(props.features)
  // The router's view once its title is there (a feature's comes with its messages), else the one before.
  const shown = useShownView(registry, router, modal.open, props.locale.locale)
  const { view, data, history } = shown ?? router
  const title = titleIn(registry, view, messages, data, props.locale.locale)
  // Views and features below read the kit through this narrow context (docs/architecture/runtime.md#feature-context).
  const featureContext = useMemo(() => createFeatureContext(kit), [kit])
  const bodyRef = useRef<HTMLDivElement>(null)
  const shownAlert = alert.kind ? alertText(alert.kind, messages) : undefined

  // When a view replaces the focused element, focus would fall out of the dialog: move it to the
  // new view's title, which also announces the view to screen readers. A feature's view shows once
  // its title is there (useShownView), so the announcement is never an empty heading.
  useEffect(() => {
    const root = bodyRef.current?.getRootNode()
    if (!modal.open || !title || !(root instanceof ShadowRoot || root instanceof Document)) return
    if (!root.activeElement || root.activeElement === (root as Document).body) {
      ;(root.getElementById(titleId) as HTMLElement | null)?.focus()
    }
  }, [view, modal.open, titleId, title])

  return (
    <ThemeRoot
      mode={theme.themeMode}
      variables={theme.themeVariables}
      lang={props.locale.tag}
      dir={props.locale.dir}
    >
      <Dialog
        open={modal.open && shown !== undefined}
        labelledBy={titleId}
        onRequestClose={() => kit.close()}
        shake={modal.shake}
        takeOver={props.takeOver}
      >
        <Header
          title={title}
          titleId={titleId}
          onBack={history.length > 1 ? () => kit.router.goBack() : undefined}
          onClose={() => kit.close()}
          closeDisabledReason={closeBlocked ? messages.closeDisabledSignIn() : undefined}
        />
        {alert.open && shownAlert && (
          <Alert title={shownAlert.title} message={shownAlert.text} onDismiss={() => kit.alert.close()} />
        )}
        <div className="gh-modal__body" data-view={view} ref={bodyRef}>
          {modal.open && shown && (
            <FeatureProvider context={featureContext}>
              <RegistryProvider registry={registry}>
                <ViewOutlet key={view} view={view} />
              </RegistryProvider>
            </FeatureProvider>
          )}
        </div>
        <Toast open={toast.open} message={visibleText(toast.message, messages)} variant={toast.variant} />
      </Dialog>
    </ThemeRoot>
  )
}
