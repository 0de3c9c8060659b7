// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title Tether-style test token
/// @notice An ERC-20 whose `transfer` and `transferFrom` return nothing, as mainnet USDT's do, so that
/// wallets and the widget are tested against the ABI that breaks callers expecting a bool. Like
/// GatehouseToken, `mint` is open to anyone (local testing only).
contract TetherStyleToken {
    string public name;
    string public symbol;
    uint8 public immutable decimals;
    uint256 public totalSupply;
    mapping(address owner => uint256) public balanceOf;
    mapping(address owner => mapping(address spender => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(string memory name_, string memory symbol_, uint8 decimals_) {
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
    }

    /// @notice Moves tokens; reverts on failure and, unlike ERC-20, returns no value.
    function transfer(address to, uint256 amount) external {
        _move(msg.sender, to, amount);
    }

    /// @notice Moves tokens on an allowance; reverts on failure and, unlike ERC-20, returns no value.
    function transferFrom(address from, address to, uint256 amount) external {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) {
            require(allowed >= amount, "USDT: insufficient allowance");
            unchecked {
                allowance[from][msg.sender] = allowed - amount;
            }
        }
        _move(from, to, amount);
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    /// @notice Creates `amount` new tokens for `to`; open to every caller on purpose (local testing).
    function mint(address to, uint256 amount) external {
        require(to != address(0), "USDT: mint to the zero address");
        totalSupply += amount;
        unchecked {
            balanceOf[to] += amount;
        }
        emit Transfer(address(0), to, amount);
    }

    function _move(address from, address to, uint256 amount) private {
        require(to != address(0), "USDT: transfer to the zero address");
        uint256 balance = balanceOf[from];
        require(balance >= amount, "USDT: transfer amount exceeds balance");
        unchecked {
            balanceOf[from] = balance - amount;
            balanceOf[to] += amount;
        }
        emit Transfer(from, to, amount);
    }
}
