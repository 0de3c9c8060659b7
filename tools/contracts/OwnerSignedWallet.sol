// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title Owner-signed test wallet
/// @notice The smallest smart-contract wallet for tests of ERC-1271 signature checks: a signature is
/// valid for this wallet when its owner made it over the hash asked about.
contract OwnerSignedWallet {
    bytes4 private constant MAGIC_VALUE = 0x1626ba7e;
    bytes4 private constant INVALID = 0xffffffff;

    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    /// @notice ERC-1271: MAGIC_VALUE when `signature` (65 bytes, r s v) is the owner's over `hash`.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return INVALID;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? MAGIC_VALUE : INVALID;
    }
}
