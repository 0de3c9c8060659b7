import { describe, expect, it } from 'vitest'
import { transferOfLog, transferTopic } from './transferLogs'

const word = (hex: string) => `0x${hex.replace(/^0x/, '').padStart(64, '0')}`
const alice = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const bob = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const token = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const position = { address: token, blockNumber: '0x1a', transactionIndex: '0x2', logIndex: '0x5' }

describe('Transfer logs', () => {
  it('read as an ERC-20 transfer with 2 indexed topics and the value in the data', () => {
    expect(
      transferOfLog({
        ...position,
        topics: [transferTopic, word(alice), word(bob)],
        data: word((10n ** 30n + 7n).toString(16)),
      }),
    ).toEqual({
      blockNumber: 26,
      txIndex: 2,
      logIndex: 5,
      token: token.toLowerCase(),
      standard: 'erc20',
      from: alice,
      to: bob,
      amount: '1000000000000000000000000000007',
      tokenId: null,
    })
  })

  it('read as an ERC-721 transfer with 3 indexed topics, the token id last', () => {
    expect(
      transferOfLog({ ...position, topics: [transferTopic, word('0'), word(bob), word('2a')], data: '0x' }),
    ).toMatchObject({
      standard: 'erc721',
      from: '0x0000000000000000000000000000000000000000',
      to: bob,
      amount: '1',
      tokenId: '42',
    })
  })

  it('skip other events, removed logs and malformed values', () => {
    const approval = '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925'
    expect(
      transferOfLog({ ...position, topics: [approval, word(alice), word(bob)], data: word('1') }),
    ).toBeUndefined()
    expect(
      transferOfLog({
        ...position,
        topics: [transferTopic, word(alice), word(bob)],
        data: word('1'),
        removed: true,
      }),
    ).toBeUndefined()
    expect(
      transferOfLog({ ...position, topics: [transferTopic, word(alice), word(bob)], data: '0x01' }),
    ).toBeUndefined()
    expect(
      transferOfLog({ ...position, topics: [transferTopic, word(alice)], data: word('1') }),
    ).toBeUndefined()
  })
})
