// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title ENS name helpers
/// @notice namehash (EIP-137) of a dotted name and of a DNS-encoded name, and the reverse label of
/// an address (its 40 lower-case hexadecimal digits, as `<address>.addr.reverse` uses).
library EnsNames {
    /// namehash('addr.reverse')
    bytes32 internal constant ADDR_REVERSE_NODE = 0x91d1777781884d03a6757a803996e38de2a42967fb37eeaca72729271025a9e2;

    /// The namehash of a dotted name such as `dev.eth`; the empty name is the root (0x0).
    function namehash(string memory name) internal pure returns (bytes32 node) {
        bytes memory text = bytes(name);
        uint256 end = text.length;
        for (uint256 i = text.length; i > 0; i--) {
            if (text[i - 1] == ".") {
                node = keccak256(abi.encodePacked(node, _labelHash(text, i, end)));
                end = i - 1;
            }
        }
        if (end > 0) node = keccak256(abi.encodePacked(node, _labelHash(text, 0, end)));
    }

    /// The namehash of a DNS-encoded name (length-prefixed labels ending with a zero byte).
    function namehashDns(bytes memory dns) internal pure returns (bytes32) {
        return _namehashDnsAt(dns, 0);
    }

    /// The DNS encoding of a dotted name: `dev.eth` becomes 0x03 "dev" 0x03 "eth" 0x00.
    function dnsEncode(string memory name) internal pure returns (bytes memory dns) {
        bytes memory text = bytes(name);
        if (text.length == 0) return hex"00";
        dns = new bytes(text.length + 2);
        uint256 lengthAt = 0;
        for (uint256 i = 0; i < text.length; i++) {
            if (text[i] == ".") {
                dns[lengthAt] = bytes1(uint8(i - lengthAt));
                lengthAt = i + 1;
            } else {
                dns[i + 1] = text[i];
            }
        }
        dns[lengthAt] = bytes1(uint8(text.length - lengthAt));
        dns[text.length + 1] = 0x00;
    }

    /// The label of an address under `addr.reverse`: its 40 lower-case hexadecimal digits.
    function hexAddress(address account) internal pure returns (bytes memory text) {
        bytes16 digits = "0123456789abcdef";
        text = new bytes(40);
        uint160 value = uint160(account);
        for (uint256 i = 40; i > 0; i--) {
            text[i - 1] = digits[value & 0xf];
            value >>= 4;
        }
    }

    /// The node of `<address>.addr.reverse`.
    function reverseNode(address account) internal pure returns (bytes32) {
        return keccak256(abi.encodePacked(ADDR_REVERSE_NODE, keccak256(hexAddress(account))));
    }

    function _namehashDnsAt(bytes memory dns, uint256 offset) private pure returns (bytes32) {
        require(offset < dns.length, "ENS: bad DNS name");
        uint256 length = uint8(dns[offset]);
        if (length == 0) return bytes32(0);
        require(offset + 1 + length < dns.length, "ENS: bad DNS name");
        bytes32 label = _labelHash(dns, offset + 1, offset + 1 + length);
        return keccak256(abi.encodePacked(_namehashDnsAt(dns, offset + 1 + length), label));
    }

    function _labelHash(bytes memory text, uint256 start, uint256 end) private pure returns (bytes32 hash) {
        require(end >= start && end <= text.length, "ENS: bad label");
        assembly {
            hash := keccak256(add(add(text, 32), start), sub(end, start))
        }
    }
}
