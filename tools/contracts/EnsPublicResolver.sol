// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {EnsRegistry} from "./EnsRegistry.sol";

/// @title ENS public resolver for local chains
/// @notice The record profiles ENS resolvers answer: `addr` (EIP-137, and by coin type, ENSIP-9),
/// `text` (ENSIP-5, e.g. `avatar`) and `name` (the reverse record, EIP-181). A node's owner in the
/// registry, an operator the owner approved, or the trusted reverse registrar may set them.
contract EnsPublicResolver {
    uint256 private constant COIN_TYPE_ETH = 60;

    EnsRegistry public immutable registry;
    address public immutable trustedReverseRegistrar;

    mapping(bytes32 node => mapping(uint256 coinType => bytes)) private addresses;
    mapping(bytes32 node => mapping(string key => string)) private texts;
    mapping(bytes32 node => string) private names;

    event AddrChanged(bytes32 indexed node, address a);
    event AddressChanged(bytes32 indexed node, uint256 coinType, bytes newAddress);
    event TextChanged(bytes32 indexed node, string indexed indexedKey, string key, string value);
    event NameChanged(bytes32 indexed node, string name);

    constructor(EnsRegistry registry_, address trustedReverseRegistrar_) {
        registry = registry_;
        trustedReverseRegistrar = trustedReverseRegistrar_;
    }

    modifier authorised(bytes32 node) {
        require(isAuthorised(node), "ENS: not authorised");
        _;
    }

    function isAuthorised(bytes32 node) public view returns (bool) {
        if (msg.sender == trustedReverseRegistrar) return true;
        address owner = registry.owner(node);
        return owner == msg.sender || registry.isApprovedForAll(owner, msg.sender);
    }

    function setAddr(bytes32 node, address a) external authorised(node) {
        _setAddr(node, COIN_TYPE_ETH, abi.encodePacked(a));
    }

    function setAddr(bytes32 node, uint256 coinType, bytes memory a) external authorised(node) {
        _setAddr(node, coinType, a);
    }

    function addr(bytes32 node) public view returns (address payable) {
        bytes memory a = addresses[node][COIN_TYPE_ETH];
        if (a.length == 0) return payable(address(0));
        return payable(address(bytes20(a)));
    }

    function addr(bytes32 node, uint256 coinType) external view returns (bytes memory) {
        return addresses[node][coinType];
    }

    function setText(bytes32 node, string calldata key, string calldata value) external authorised(node) {
        texts[node][key] = value;
        emit TextChanged(node, key, key, value);
    }

    function text(bytes32 node, string calldata key) external view returns (string memory) {
        return texts[node][key];
    }

    function setName(bytes32 node, string calldata newName) external authorised(node) {
        names[node] = newName;
        emit NameChanged(node, newName);
    }

    function name(bytes32 node) external view returns (string memory) {
        return names[node];
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return
            interfaceId == 0x01ffc9a7 || // ERC-165
            interfaceId == 0x3b3b57de || // addr(bytes32)
            interfaceId == 0xf1cb7e06 || // addr(bytes32,uint256)
            interfaceId == 0x59d1d43c || // text(bytes32,string)
            interfaceId == 0x691f3431; // name(bytes32)
    }

    function _setAddr(bytes32 node, uint256 coinType, bytes memory a) private {
        emit AddressChanged(node, coinType, a);
        if (coinType == COIN_TYPE_ETH) {
            require(a.length == 0 || a.length == 20, "ENS: an Ethereum address is 20 bytes");
            emit AddrChanged(node, address(bytes20(a)));
        }
        addresses[node][coinType] = a;
    }
}
