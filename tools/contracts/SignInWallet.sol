// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title Sign-in test wallet
/// @notice A minimal smart-contract wallet for sign-in tests: a signature is valid under ERC-1271
/// when the wallet's owner signed the hash itself (65 bytes r, s, v).
contract SignInWallet {
    bytes4 private constant MAGIC_VALUE = 0x1626ba7e;
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? MAGIC_VALUE : bytes4(0xffffffff);
    }
}

/// @title Sign-in test wallet factory
/// @notice Deploys SignInWallets with CREATE2, so a wallet's address is known before it exists: the
/// counterfactual wallet an ERC-6492 signature names.
contract SignInWalletFactory {
    function deploy(address owner, bytes32 salt) external returns (address) {
        return address(new SignInWallet{salt: salt}(owner));
    }

    function walletAddress(address owner, bytes32 salt) external view returns (address) {
        bytes32 codeHash = keccak256(abi.encodePacked(type(SignInWallet).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, codeHash)))));
    }
}
