import { useStyles } from '../../styles/useStyles'
import { Icon } from '../Icon/Icon'
import { Spinner } from '../Spinner/Spinner'
import css from './toast.css?inline'

export type ToastVariant = 'loading' | 'success' | 'error'

/**
 * The modal's toast. Both live regions are always present so screen readers announce changes:
 * errors assertively, everything else politely.
 */
export function Toast(props: { open: boolean; message: string; variant: ToastVariant }) {
  useStyles(css)
  const body = (
    <span className="gh-toast" data-variant={props.variant}>
      {props.variant === 'loading' ? (
        <Spinner size={16} />
      ) : (
        <Icon name={props.variant === 'success' ? 'checkCircle' : 'errorCircle'} size={18} />
      )}
      {props.message}
    </span>
  )
  const isError = props.variant === 'error'
  return (
    <>
      <div className="gh-toast-region" role="status" aria-live="polite">
        {props.open && !isError && body}
      </div>
      <div className="gh-toast-region" role="alert" aria-live="assertive">
        {props.open && isError && body}
      </div>
    </>
  )
}
