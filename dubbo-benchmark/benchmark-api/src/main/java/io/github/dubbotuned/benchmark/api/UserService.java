package io.github.dubbotuned.benchmark.api;

/**
 * The classic RPC benchmark service. The four methods span the usual shapes: a small request with a tiny answer
 * ({@link #existUser}), a large request with a tiny answer ({@link #createUser}), a small request with a medium answer
 * ({@link #getUser}) and a small request with a large answer ({@link #listUser}, a page of {@link Users#PAGE_SIZE}).
 */
public interface UserService {

    boolean existUser(String email);

    boolean createUser(User user);

    User getUser(long id);

    Page<User> listUser(int pageNo);
}
