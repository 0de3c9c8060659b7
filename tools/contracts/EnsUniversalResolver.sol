// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {EnsNames} from "./EnsNames.sol";
import {EnsRegistry} from "./EnsRegistry.sol";

/// @title ENS Universal Resolver for local chains
/// @notice The calls and errors of ENS's UniversalResolver that viem's ENS actions use:
/// `resolveWithGateways(name, data, gateways)` (forward records such as `text(node, "avatar")`) and
/// `reverseWithGateways(address, coinType, gateways)` (the primary name, verified forward: the name's
/// `addr` must be the address asked about, else `ReverseAddressMismatch`). Names resolve through the
/// resolver set on the exact name in the registry; local resolvers answer on chain, so the gateways
/// (for CCIP-Read, EIP-3668) are accepted and never needed.
contract EnsUniversalResolver {
    uint256 private constant COIN_TYPE_ETH = 60;

    EnsRegistry public immutable registry;

    error DNSDecodingFailed(bytes dns);
    error DNSEncodingFailed(string ens);
    error EmptyAddress();
    error HttpError(uint16 status, string message);
    error InvalidBatchGatewayResponse();
    error ResolverError(bytes errorData);
    error ResolverNotContract(bytes name, address resolver);
    error ResolverNotFound(bytes name);
    error ReverseAddressMismatch(string primary, bytes primaryAddress);
    error UnsupportedResolverProfile(bytes4 selector);

    constructor(EnsRegistry registry_) {
        registry = registry_;
    }

    /// The resolver set on a DNS-encoded name, its node and the offset of the name it was set on.
    function findResolver(bytes memory name) public view returns (address resolver, bytes32 node, uint256 offset) {
        node = EnsNames.namehashDns(name);
        resolver = registry.resolver(node);
        offset = 0;
    }

    function resolve(bytes calldata name, bytes calldata data) external view returns (bytes memory, address) {
        return _resolve(name, data);
    }

    function resolveWithGateways(
        bytes calldata name,
        bytes calldata data,
        string[] calldata
    ) external view returns (bytes memory, address) {
        return _resolve(name, data);
    }

    function reverse(
        bytes calldata lookupAddress,
        uint256 coinType
    ) external view returns (string memory, address, address) {
        return _reverse(lookupAddress, coinType);
    }

    function reverseWithGateways(
        bytes calldata lookupAddress,
        uint256 coinType,
        string[] calldata
    ) external view returns (string memory, address, address) {
        return _reverse(lookupAddress, coinType);
    }

    function _reverse(
        bytes calldata lookupAddress,
        uint256 coinType
    ) private view returns (string memory primary, address resolver, address reverseResolver) {
        if (lookupAddress.length == 0) revert EmptyAddress();
        // Only Ethereum addresses have an `addr.reverse` record here.
        if (coinType != COIN_TYPE_ETH || lookupAddress.length != 20) {
            revert UnsupportedResolverProfile(bytes4(keccak256("addr(bytes32,uint256)")));
        }
        address account = address(bytes20(lookupAddress));
        string memory reverseName = string.concat(string(EnsNames.hexAddress(account)), ".addr.reverse");
        (bytes memory answer, address reverseAt) = _resolve(
            EnsNames.dnsEncode(reverseName),
            abi.encodeWithSignature("name(bytes32)", EnsNames.reverseNode(account))
        );
        reverseResolver = reverseAt;
        primary = abi.decode(answer, (string));
        if (bytes(primary).length == 0) return ("", address(0), reverseResolver);

        bytes32 node = EnsNames.namehash(primary);
        (bytes memory forward, address forwardAt) = _resolve(
            EnsNames.dnsEncode(primary),
            abi.encodeWithSignature("addr(bytes32)", node)
        );
        resolver = forwardAt;
        bytes memory primaryAddress = abi.encodePacked(abi.decode(forward, (address)));
        if (keccak256(primaryAddress) != keccak256(lookupAddress)) {
            revert ReverseAddressMismatch(primary, primaryAddress);
        }
    }

    function _resolve(bytes memory name, bytes memory data) private view returns (bytes memory, address) {
        (address resolver, , ) = findResolver(name);
        if (resolver == address(0)) revert ResolverNotFound(name);
        if (resolver.code.length == 0) revert ResolverNotContract(name, resolver);
        (bool ok, bytes memory answer) = resolver.staticcall(data);
        if (!ok) revert ResolverError(answer);
        return (answer, resolver);
    }
}
