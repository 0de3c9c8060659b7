import { useEffect, useId, useMemo, useRef } from 'react'
import { createFeatureContext } from '@gatehouse/controllers'
import { FeatureProvider, useKit, useKitState } from '@gatehouse/controllers/react'
import { Alert, Dialog, Header, ThemeRoot, Toast, useStyles } from '@gatehouse/ui'
import { RegistryProvider } from '../views/RegistryContext'
import { viewRegistry, viewTitle } from '../views/registry'
import css from './modal.css?inline'
import { ViewOutlet } from './ViewOutlet'

/** The modal: dialog shell, header with back and close, alert, current view and toast. */
export function Modal() {
  useStyles(css)
  const kit = useKit()
  const modal = useKitState((k) => k.modal.state)
  const router = useKitState((k) => k.router.state)
  const theme = useKitState((k) => k.theme.state)
  const alert = useKitState((k) => k.alert.state)
  const toast = useKitState((k) => k.toast.state)
  const titleId = useId()
  // Views and features below read the kit through this narrow context (ARCHITECTURE §2).
  const featureContext = useMemo(() => createFeatureContext(kit), [kit])
  const bodyRef = useRef<HTMLDivElement>(null)

  // When a view replaces the focused element, focus would fall out of the dialog: move it to the
  // new view's title, which also announces the view to screen readers.
  useEffect(() => {
    const root = bodyRef.current?.getRootNode()
    if (!modal.open || !(root instanceof ShadowRoot || root instanceof Document)) return
    if (!root.activeElement || root.activeElement === (root as Document).body) {
      ;(root.getElementById(titleId) as HTMLElement | null)?.focus()
    }
  }, [router.view, modal.open, titleId])

  return (
    <ThemeRoot mode={theme.themeMode} variables={theme.themeVariables}>
      <Dialog open={modal.open} labelledBy={titleId} onRequestClose={() => kit.close()} shake={modal.shake}>
        <Header
          title={viewTitle(router.view, router.data)}
          titleId={titleId}
          onBack={router.history.length > 1 ? () => kit.router.goBack() : undefined}
          onClose={() => kit.close()}
        />
        {alert.open && (
          <Alert title={alert.shortMessage} message={alert.longMessage} onDismiss={() => kit.alert.close()} />
        )}
        <div className="gh-modal__body" ref={bodyRef}>
          {modal.open && (
            <FeatureProvider context={featureContext}>
              <RegistryProvider registry={viewRegistry}>
                <ViewOutlet key={router.view} view={router.view} />
              </RegistryProvider>
            </FeatureProvider>
          )}
        </div>
        <Toast open={toast.open} message={toast.message} variant={toast.variant} />
      </Dialog>
    </ThemeRoot>
  )
}
