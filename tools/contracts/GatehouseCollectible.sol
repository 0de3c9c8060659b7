// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @notice What a contract must answer to receive a token through safeTransferFrom (ERC-721).
interface IERC721Receiver {
    function onERC721Received(
        address operator,
        address from,
        uint256 tokenId,
        bytes calldata data
    ) external returns (bytes4);
}

/// @title Gatehouse test collectible
/// @notice An ERC-721 for local chains. `mint` is open to anyone and numbers tokens 1, 2, 3, ...;
/// never deploy it where its tokens are meant to be worth something.
contract GatehouseCollectible {
    string public name;
    string public symbol;
    /// @notice How many tokens exist; also the id of the newest one.
    uint256 public totalSupply;
    mapping(address owner => uint256) public balanceOf;
    mapping(uint256 tokenId => address) public getApproved;
    mapping(address owner => mapping(address operator => bool)) public isApprovedForAll;
    mapping(uint256 tokenId => address) private _ownerOf;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    constructor(string memory name_, string memory symbol_) {
        name = name_;
        symbol = symbol_;
    }

    /// @notice Creates the next token for `to`; open to every caller on purpose (local testing).
    function mint(address to) external returns (uint256 tokenId) {
        require(to != address(0), "ERC721: mint to the zero address");
        tokenId = ++totalSupply;
        _ownerOf[tokenId] = to;
        unchecked {
            balanceOf[to] += 1;
        }
        emit Transfer(address(0), to, tokenId);
    }

    function ownerOf(uint256 tokenId) public view returns (address owner) {
        owner = _ownerOf[tokenId];
        require(owner != address(0), "ERC721: token does not exist");
    }

    /// @notice Metadata as a data URI, so that a local chain needs no metadata server.
    function tokenURI(uint256 tokenId) external view returns (string memory) {
        ownerOf(tokenId);
        return string.concat('data:application/json,{"name":"', name, " #", _decimal(tokenId), '"}');
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return
            interfaceId == 0x01ffc9a7 || // ERC-165
            interfaceId == 0x80ac58cd || // ERC-721
            interfaceId == 0x5b5e139f; // ERC-721 metadata
    }

    function approve(address approved, uint256 tokenId) external {
        address owner = ownerOf(tokenId);
        require(msg.sender == owner || isApprovedForAll[owner][msg.sender], "ERC721: not allowed to approve");
        getApproved[tokenId] = approved;
        emit Approval(owner, approved, tokenId);
    }

    function setApprovalForAll(address operator, bool approved) external {
        isApprovedForAll[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        address owner = ownerOf(tokenId);
        require(owner == from, "ERC721: transfer from a non-owner");
        require(to != address(0), "ERC721: transfer to the zero address");
        require(
            msg.sender == owner || isApprovedForAll[owner][msg.sender] || msg.sender == getApproved[tokenId],
            "ERC721: caller is not the owner or approved"
        );
        delete getApproved[tokenId];
        unchecked {
            balanceOf[from] -= 1;
            balanceOf[to] += 1;
        }
        _ownerOf[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        safeTransferFrom(from, to, tokenId, "");
    }

    function safeTransferFrom(address from, address to, uint256 tokenId, bytes memory data) public {
        transferFrom(from, to, tokenId);
        if (to.code.length > 0) {
            bytes4 answer = IERC721Receiver(to).onERC721Received(msg.sender, from, tokenId, data);
            require(answer == IERC721Receiver.onERC721Received.selector, "ERC721: receiver rejected the token");
        }
    }

    function _decimal(uint256 value) private pure returns (string memory) {
        if (value == 0) return "0";
        uint256 digits;
        for (uint256 rest = value; rest != 0; rest /= 10) digits++;
        bytes memory text = new bytes(digits);
        for (; value != 0; value /= 10) text[--digits] = bytes1(uint8(48 + (value % 10)));
        return string(text);
    }
}
