// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title Gatehouse test token
/// @notice An ERC-20 for local chains. `mint` is open to anyone so that tests can fund any account;
/// never deploy it where its tokens are meant to be worth something.
contract GatehouseToken {
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

    function transfer(address to, uint256 amount) external returns (bool) {
        _move(msg.sender, to, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        _spendAllowance(from, amount);
        _move(from, to, amount);
        return true;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    /// @notice Creates `amount` new tokens for `to`; open to every caller on purpose (local testing).
    function mint(address to, uint256 amount) external {
        require(to != address(0), "ERC20: mint to the zero address");
        totalSupply += amount;
        unchecked {
            // Cannot overflow: no balance exceeds totalSupply, which was just checked.
            balanceOf[to] += amount;
        }
        emit Transfer(address(0), to, amount);
    }

    function _spendAllowance(address from, uint256 amount) private {
        uint256 allowed = allowance[from][msg.sender];
        // An allowance of the largest value is unlimited and never spent, as most tokens do.
        if (allowed == type(uint256).max) return;
        require(allowed >= amount, "ERC20: insufficient allowance");
        unchecked {
            allowance[from][msg.sender] = allowed - amount;
        }
    }

    function _move(address from, address to, uint256 amount) private {
        require(to != address(0), "ERC20: transfer to the zero address");
        uint256 balance = balanceOf[from];
        require(balance >= amount, "ERC20: transfer amount exceeds balance");
        unchecked {
            balanceOf[from] = balance - amount;
            balanceOf[to] += amount;
        }
        emit Transfer(from, to, amount);
    }
}
