import { subscribe } from 'valtio/vanilla'
import { useFeatureContext } from '@gatehouse/controllers/react'
import { createNameController, type NameController } from './createNameController'
import { createProfileClient } from './createProfileClient'
import { namesNeeds } from './needs'

/**
 * The kit's name controller, created the first time a name view opens. Another account (or none)
 * starts the form over, so one account's typed name or error never shows for the next.
 */
export function useNameController(): NameController {
  const context = useFeatureContext(namesNeeds)
  return context.extensions.use('names', () => {
    const controller = createNameController({ ...context, profile: createProfileClient(context.api) })
    let account = context.chain.account()?.caipAddress
    const unsubscribe = subscribe(context.chain.state, () => {
      const next = context.chain.account()?.caipAddress
      if (next === account) return
      account = next
      controller.reset()
    })
    return {
      ...controller,
      destroy() {
        unsubscribe()
        controller.destroy()
      },
    }
  })
}
