// Generated from tools/contracts/*.sol by `npm run contracts -w @gatehouse/tools` (solc 0.8.28).
// Do not edit: change the Solidity sources and run the script again. A test compiles the sources and
// compares the result with these files.

/** ABI and creation bytecode of FarcasterIdRegistry. */
export const FarcasterIdRegistry = {
  abi: [
    { inputs: [], stateMutability: 'nonpayable', type: 'constructor' },
    { inputs: [], name: 'HasId', type: 'error' },
    { inputs: [], name: 'HasNoId', type: 'error' },
    { inputs: [], name: 'Unauthorized', type: 'error' },
    {
      anonymous: false,
      inputs: [
        { indexed: true, internalType: 'address', name: 'to', type: 'address' },
        { indexed: true, internalType: 'uint256', name: 'id', type: 'uint256' },
        { indexed: false, internalType: 'address', name: 'recovery', type: 'address' },
      ],
      name: 'Register',
      type: 'event',
    },
    {
      anonymous: false,
      inputs: [
        { indexed: true, internalType: 'address', name: 'from', type: 'address' },
        { indexed: true, internalType: 'address', name: 'to', type: 'address' },
        { indexed: true, internalType: 'uint256', name: 'id', type: 'uint256' },
      ],
      name: 'Transfer',
      type: 'event',
    },
    {
      inputs: [],
      name: 'admin',
      outputs: [{ internalType: 'address', name: '', type: 'address' }],
      stateMutability: 'view',
      type: 'function',
    },
    {
      inputs: [{ internalType: 'uint256', name: '', type: 'uint256' }],
      name: 'custodyOf',
      outputs: [{ internalType: 'address', name: '', type: 'address' }],
      stateMutability: 'view',
      type: 'function',
    },
    {
      inputs: [],
      name: 'idCounter',
      outputs: [{ internalType: 'uint256', name: '', type: 'uint256' }],
      stateMutability: 'view',
      type: 'function',
    },
    {
      inputs: [{ internalType: 'address', name: '', type: 'address' }],
      name: 'idOf',
      outputs: [{ internalType: 'uint256', name: '', type: 'uint256' }],
      stateMutability: 'view',
      type: 'function',
    },
    {
      inputs: [{ internalType: 'address', name: 'to', type: 'address' }],
      name: 'register',
      outputs: [{ internalType: 'uint256', name: 'fid', type: 'uint256' }],
      stateMutability: 'nonpayable',
      type: 'function',
    },
    {
      inputs: [{ internalType: 'address', name: 'to', type: 'address' }],
      name: 'transfer',
      outputs: [],
      stateMutability: 'nonpayable',
      type: 'function',
    },
  ],
  bytecode:
    '0x60a0604052348015600e575f5ffd5b50336080526080516103a06100325f395f818161010b015261020d01526103a05ff3fe608060405234801561000f575f5ffd5b5060043610610060575f3560e01c80631a695230146100645780634420e4861461007957806365269e471461009f578063d94fe832146100df578063eb08ab28146100fe578063f851a44014610106575b5f5ffd5b610077610072366004610302565b61012d565b005b61008c610087366004610302565b610201565b6040519081526020015b60405180910390f35b6100c76100ad36600461032f565b60026020525f90815260409020546001600160a01b031681565b6040516001600160a01b039091168152602001610096565b61008c6100ed366004610302565b60016020525f908152604090205481565b61008c5f5481565b6100c77f000000000000000000000000000000000000000000000000000000000000000081565b335f908152600160205260408120549081900361015d57604051631085a59360e11b815260040160405180910390fd5b6001600160a01b0382165f90815260016020526040902054156101935760405163f90230a960e01b815260040160405180910390fd5b335f8181526001602090815260408083208390556001600160a01b038616808452818420869055858452600290925280832080546001600160a01b0319168317905551849391927fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef91a45050565b5f336001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161461024a576040516282b42960e81b815260040160405180910390fd5b6001600160a01b0382165f90815260016020526040902054156102805760405163f90230a960e01b815260040160405180910390fd5b5f5f815461028d90610346565b91829055506001600160a01b0383165f8181526001602090815260408083208590558483526002825280832080546001600160a01b031916851790555191825292935083927ff2e19a901b0748d8b08e428d0468896a039ac751ec4fec49b44b7b9c28097e45910160405180910390a3919050565b5f60208284031215610312575f5ffd5b81356001600160a01b0381168114610328575f5ffd5b9392505050565b5f6020828403121561033f575f5ffd5b5035919050565b5f6001820161036357634e487b7160e01b5f52601160045260245ffd5b506001019056fea26469706673582212204a8a2fdce84d076c460ecc7764b678e9d41a56b37c9995ce18b633c1b115f40964736f6c634300081c0033',
} as const
