// Generated from tools/contracts/*.sol by `npm run contracts -w @gatehouse/tools` (solc 0.8.28).
// Do not edit: change the Solidity sources and run the script again. A test compiles the sources and
// compares the result with these files.

/** ABI and creation bytecode of EnsRegistry. */
export const EnsRegistry = {
  abi: [
    { inputs: [], stateMutability: 'nonpayable', type: 'constructor' },
    {
      anonymous: false,
      inputs: [
        { indexed: true, internalType: 'address', name: 'owner', type: 'address' },
        { indexed: true, internalType: 'address', name: 'operator', type: 'address' },
        { indexed: false, internalType: 'bool', name: 'approved', type: 'bool' },
      ],
      name: 'ApprovalForAll',
      type: 'event',
    },
    {
      anonymous: false,
      inputs: [
        { indexed: true, internalType: 'bytes32', name: 'node', type: 'bytes32' },
        { indexed: true, internalType: 'bytes32', name: 'label', type: 'bytes32' },
        { indexed: false, internalType: 'address', name: 'owner', type: 'address' },
      ],
      name: 'NewOwner',
      type: 'event',
    },
    {
      anonymous: false,
      inputs: [
        { indexed: true, internalType: 'bytes32', name: 'node', type: 'bytes32' },
        { indexed: false, internalType: 'address', name: 'resolver', type: 'address' },
      ],
      name: 'NewResolver',
      type: 'event',
    },
    {
      anonymous: false,
      inputs: [
        { indexed: true, internalType: 'bytes32', name: 'node', type: 'bytes32' },
        { indexed: false, internalType: 'uint64', name: 'ttl', type: 'uint64' },
      ],
      name: 'NewTTL',
      type: 'event',
    },
    {
      anonymous: false,
      inputs: [
        { indexed: true, internalType: 'bytes32', name: 'node', type: 'bytes32' },
        { indexed: false, internalType: 'address', name: 'owner', type: 'address' },
      ],
      name: 'Transfer',
      type: 'event',
    },
    {
      inputs: [
        { internalType: 'address', name: 'owner_', type: 'address' },
        { internalType: 'address', name: 'operator', type: 'address' },
      ],
      name: 'isApprovedForAll',
      outputs: [{ internalType: 'bool', name: '', type: 'bool' }],
      stateMutability: 'view',
      type: 'function',
    },
    {
      inputs: [{ internalType: 'bytes32', name: 'node', type: 'bytes32' }],
      name: 'owner',
      outputs: [{ internalType: 'address', name: '', type: 'address' }],
      stateMutability: 'view',
      type: 'function',
    },
    {
      inputs: [{ internalType: 'bytes32', name: 'node', type: 'bytes32' }],
      name: 'recordExists',
      outputs: [{ internalType: 'bool', name: '', type: 'bool' }],
      stateMutability: 'view',
      type: 'function',
    },
    {
      inputs: [{ internalType: 'bytes32', name: 'node', type: 'bytes32' }],
      name: 'resolver',
      outputs: [{ internalType: 'address', name: '', type: 'address' }],
      stateMutability: 'view',
      type: 'function',
    },
    {
      inputs: [
        { internalType: 'address', name: 'operator', type: 'address' },
        { internalType: 'bool', name: 'approved', type: 'bool' },
      ],
      name: 'setApprovalForAll',
      outputs: [],
      stateMutability: 'nonpayable',
      type: 'function',
    },
    {
      inputs: [
        { internalType: 'bytes32', name: 'node', type: 'bytes32' },
        { internalType: 'address', name: 'owner_', type: 'address' },
      ],
      name: 'setOwner',
      outputs: [],
      stateMutability: 'nonpayable',
      type: 'function',
    },
    {
      inputs: [
        { internalType: 'bytes32', name: 'node', type: 'bytes32' },
        { internalType: 'address', name: 'owner_', type: 'address' },
        { internalType: 'address', name: 'resolver_', type: 'address' },
        { internalType: 'uint64', name: 'ttl_', type: 'uint64' },
      ],
      name: 'setRecord',
      outputs: [],
      stateMutability: 'nonpayable',
      type: 'function',
    },
    {
      inputs: [
        { internalType: 'bytes32', name: 'node', type: 'bytes32' },
        { internalType: 'address', name: 'resolver_', type: 'address' },
      ],
      name: 'setResolver',
      outputs: [],
      stateMutability: 'nonpayable',
      type: 'function',
    },
    {
      inputs: [
        { internalType: 'bytes32', name: 'node', type: 'bytes32' },
        { internalType: 'bytes32', name: 'label', type: 'bytes32' },
        { internalType: 'address', name: 'owner_', type: 'address' },
      ],
      name: 'setSubnodeOwner',
      outputs: [{ internalType: 'bytes32', name: '', type: 'bytes32' }],
      stateMutability: 'nonpayable',
      type: 'function',
    },
    {
      inputs: [
        { internalType: 'bytes32', name: 'node', type: 'bytes32' },
        { internalType: 'bytes32', name: 'label', type: 'bytes32' },
        { internalType: 'address', name: 'owner_', type: 'address' },
        { internalType: 'address', name: 'resolver_', type: 'address' },
        { internalType: 'uint64', name: 'ttl_', type: 'uint64' },
      ],
      name: 'setSubnodeRecord',
      outputs: [],
      stateMutability: 'nonpayable',
      type: 'function',
    },
    {
      inputs: [
        { internalType: 'bytes32', name: 'node', type: 'bytes32' },
        { internalType: 'uint64', name: 'ttl_', type: 'uint64' },
      ],
      name: 'setTTL',
      outputs: [],
      stateMutability: 'nonpayable',
      type: 'function',
    },
    {
      inputs: [{ internalType: 'bytes32', name: 'node', type: 'bytes32' }],
      name: 'ttl',
      outputs: [{ internalType: 'uint64', name: '', type: 'uint64' }],
      stateMutability: 'view',
      type: 'function',
    },
  ],
  bytecode:
    '0x6080604052348015600e575f5ffd5b505f8080526020527fad3228b676f7d3cd4284a5443f17f1962b36e491b30a40b2405849e597ba5fb580546001600160a01b031916331790556109e0806100545f395ff3fe608060405234801561000f575f5ffd5b50600436106100b1575f3560e01c80635b0fc9c31161006e5780635b0fc9c3146101a55780635ef2c7f0146101b8578063a22cb465146101cb578063cf408823146101de578063e985e9c5146101f1578063f79fe5381461023c575f5ffd5b80630178b8bf146100b557806302571be3146100fd57806306ab59231461011057806314ab90381461013157806316a25cbd146101465780631896f70a14610192575b5f5ffd5b6100e06100c33660046107b9565b5f908152602081905260409020600101546001600160a01b031690565b6040516001600160a01b0390911681526020015b60405180910390f35b6100e061010b3660046107b9565b610266565b61012361011e3660046107eb565b610293565b6040519081526020016100f4565b61014461013f366004610834565b610394565b005b6101796101543660046107b9565b5f90815260208190526040902060010154600160a01b900467ffffffffffffffff1690565b60405167ffffffffffffffff90911681526020016100f4565b6101446101a036600461085e565b61046e565b6101446101b336600461085e565b610530565b6101446101c636600461087f565b6105ef565b6101446101d93660046108d2565b610610565b6101446101ec36600461090b565b61067b565b61022c6101ff366004610955565b6001600160a01b039182165f90815260016020908152604080832093909416825291909152205460ff1690565b60405190151581526020016100f4565b61022c61024a3660046107b9565b5f908152602081905260409020546001600160a01b0316151590565b5f818152602081905260408120546001600160a01b031630811461028a578061028c565b5f5b9392505050565b5f8381526020819052604081205484906001600160a01b0316338114806102dc57506001600160a01b0381165f90815260016020908152604080832033845290915290205460ff165b6103015760405162461bcd60e51b81526004016102f89061097d565b60405180910390fd5b60408051602081018890529081018690525f9060600160408051808303601f1901815282825280516020918201205f8181528083529290922080546001600160a01b0319166001600160a01b038a169081179091558352909250879189917fce0457fe73731f824cc272376169235128c118b49d344817417c6d108d155e82910160405180910390a39695505050505050565b5f8281526020819052604090205482906001600160a01b0316338114806103dd57506001600160a01b0381165f90815260016020908152604080832033845290915290205460ff165b6103f95760405162461bcd60e51b81526004016102f89061097d565b5f8481526020818152604091829020600101805467ffffffffffffffff60a01b1916600160a01b67ffffffffffffffff881690810291909117909155915191825285917f1d4f9bbfc9cab89d66e1a1562f2233ccbf1308cb4f63de2ead5787adddb8fa6891015b60405180910390a250505050565b5f8281526020819052604090205482906001600160a01b0316338114806104b757506001600160a01b0381165f90815260016020908152604080832033845290915290205460ff165b6104d35760405162461bcd60e51b81526004016102f89061097d565b5f848152602081815260409182902060010180546001600160a01b0319166001600160a01b038716908117909155915191825285917f335721b01866dc23fbee8b6b2c7b1e14d6f05c28cd35a2c934239f94095602a09101610460565b5f8281526020819052604090205482906001600160a01b03163381148061057957506001600160a01b0381165f90815260016020908152604080832033845290915290205460ff165b6105955760405162461bcd60e51b81526004016102f89061097d565b5f848152602081815260409182902080546001600160a01b0319166001600160a01b038716908117909155915191825285917fd4735d920b0f87494915f556dd9b54c8f309026070caea5c737245152564d2669101610460565b5f6105fb868686610293565b9050610608818484610696565b505050505050565b335f8181526001602090815260408083206001600160a01b03871680855290835292819020805460ff191686151590811790915590519081529192917f17307eab39ab6107e8899845ad3d59bd9653f200f220920489ca2b5937696c31910160405180910390a35050565b6106858484610530565b610690848383610696565b50505050565b5f838152602081905260409020600101546001600160a01b0383811691161461071a575f838152602081815260409182902060010180546001600160a01b0319166001600160a01b038616908117909155915191825284917f335721b01866dc23fbee8b6b2c7b1e14d6f05c28cd35a2c934239f94095602a0910160405180910390a25b5f8381526020819052604090206001015467ffffffffffffffff828116600160a01b90920416146107b4575f8381526020818152604091829020600101805467ffffffffffffffff60a01b1916600160a01b67ffffffffffffffff861690810291909117909155915191825284917f1d4f9bbfc9cab89d66e1a1562f2233ccbf1308cb4f63de2ead5787adddb8fa68910160405180910390a25b505050565b5f602082840312156107c9575f5ffd5b5035919050565b80356001600160a01b03811681146107e6575f5ffd5b919050565b5f5f5f606084860312156107fd575f5ffd5b8335925060208401359150610814604085016107d0565b90509250925092565b803567ffffffffffffffff811681146107e6575f5ffd5b5f5f60408385031215610845575f5ffd5b823591506108556020840161081d565b90509250929050565b5f5f6040838503121561086f575f5ffd5b82359150610855602084016107d0565b5f5f5f5f5f60a08688031215610893575f5ffd5b85359450602086013593506108aa604087016107d0565b92506108b8606087016107d0565b91506108c66080870161081d565b90509295509295909350565b5f5f604083850312156108e3575f5ffd5b6108ec836107d0565b915060208301358015158114610900575f5ffd5b809150509250929050565b5f5f5f5f6080858703121561091e575f5ffd5b8435935061092e602086016107d0565b925061093c604086016107d0565b915061094a6060860161081d565b905092959194509250565b5f5f60408385031215610966575f5ffd5b61096f836107d0565b9150610855602084016107d0565b602080825260139082015272115394ce881b9bdd08185d5d1a1bdc9a5cd959606a1b60408201526060019056fea2646970667358221220a547b55e209107dce9406fc406f17fbb8110ed2a168f14a86700f4d74770737d64736f6c634300081c0033',
} as const
