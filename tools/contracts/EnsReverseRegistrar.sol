// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {EnsNames} from "./EnsNames.sol";
import {EnsRegistry} from "./EnsRegistry.sol";

interface INameSetter {
    function setName(bytes32 node, string calldata name) external;
}

/// @title ENS reverse registrar for local chains
/// @notice Owns `addr.reverse` (EIP-181) and hands `<address>.addr.reverse` to the address it
/// names: an account sets its own primary name, and the owner's controllers or an operator the
/// account approved in the registry may set it for the account.
contract EnsReverseRegistrar {
    EnsRegistry public immutable registry;
    address public immutable owner;
    mapping(address controller => bool) public controllers;

    event ReverseClaimed(address indexed addr, bytes32 indexed node);
    event ControllerChanged(address indexed controller, bool enabled);

    constructor(EnsRegistry registry_) {
        registry = registry_;
        owner = msg.sender;
    }

    modifier authorised(address addr) {
        require(
            addr == msg.sender || controllers[msg.sender] || registry.isApprovedForAll(addr, msg.sender),
            "ENS: caller may not set this address's reverse record"
        );
        _;
    }

    function setController(address controller, bool enabled) external {
        require(msg.sender == owner, "ENS: only the owner sets controllers");
        controllers[controller] = enabled;
        emit ControllerChanged(controller, enabled);
    }

    /// Sets the caller's primary name with `resolver` (which must trust this registrar).
    function setName(address resolver, string calldata name) external returns (bytes32) {
        return _setName(msg.sender, msg.sender, resolver, name);
    }

    function setNameForAddr(
        address addr,
        address owner_,
        address resolver,
        string calldata name
    ) external authorised(addr) returns (bytes32) {
        return _setName(addr, owner_, resolver, name);
    }

    function node(address addr) external pure returns (bytes32) {
        return EnsNames.reverseNode(addr);
    }

    function _setName(address addr, address owner_, address resolver, string calldata name) private returns (bytes32) {
        bytes32 label = keccak256(EnsNames.hexAddress(addr));
        bytes32 reverseNode = keccak256(abi.encodePacked(EnsNames.ADDR_REVERSE_NODE, label));
        // Keep the node while its records are written, then hand it to its owner.
        registry.setSubnodeRecord(EnsNames.ADDR_REVERSE_NODE, label, address(this), resolver, 0);
        INameSetter(resolver).setName(reverseNode, name);
        registry.setOwner(reverseNode, owner_);
        emit ReverseClaimed(addr, reverseNode);
        return reverseNode;
    }
}
