// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title Local Farcaster ID registry
/// @notice The part of Farcaster's IdRegistry that sign-in reads (`idOf`, `custodyOf`), for local
/// chains: fids are issued in order (1, 2, ...) by the deployer to custody addresses, one fid per
/// address, as the real registry does; the custody of a fid can be moved by its custody address.
contract FarcasterIdRegistry {
    address public immutable admin;
    uint256 public idCounter;
    mapping(address => uint256) public idOf;
    mapping(uint256 => address) public custodyOf;

    event Register(address indexed to, uint256 indexed id, address recovery);
    event Transfer(address indexed from, address indexed to, uint256 indexed id);

    error Unauthorized();
    error HasId();
    error HasNoId();

    constructor() {
        admin = msg.sender;
    }

    function register(address to) external returns (uint256 fid) {
        if (msg.sender != admin) revert Unauthorized();
        if (idOf[to] != 0) revert HasId();
        fid = ++idCounter;
        idOf[to] = fid;
        custodyOf[fid] = to;
        emit Register(to, fid, address(0));
    }

    function transfer(address to) external {
        uint256 fid = idOf[msg.sender];
        if (fid == 0) revert HasNoId();
        if (idOf[to] != 0) revert HasId();
        delete idOf[msg.sender];
        idOf[to] = fid;
        custodyOf[fid] = to;
        emit Transfer(msg.sender, to, fid);
    }
}
