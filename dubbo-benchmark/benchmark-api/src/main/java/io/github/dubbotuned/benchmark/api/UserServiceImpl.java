package io.github.dubbotuned.benchmark.api;

/**
 * The provider's side of {@link UserService}: answers from memory, so a call costs only what the RPC framework and
 * serialization cost.
 */
public class UserServiceImpl implements UserService {

    @Override
    public boolean existUser(String email) {
        // some work on the argument, so the call cannot be answered without reading it
        return email != null && email.indexOf('@') > 0;
    }

    @Override
    public boolean createUser(User user) {
        return user != null && user.getEmail() != null;
    }

    @Override
    public User getUser(long id) {
        return Users.user(id);
    }

    @Override
    public Page<User> listUser(int pageNo) {
        return Users.page(pageNo);
    }
}
