package io.github.dubbotuned.benchmark.proto;

/** The provider's side of {@link ProtoUserService}, answering as {@code UserServiceImpl} does. */
public class ProtoUserServiceImpl implements ProtoUserService {

    private static final BoolReply TRUE = BoolReply.newBuilder().setValue(true).build();
    private static final BoolReply FALSE = BoolReply.getDefaultInstance();

    @Override
    public BoolReply existUser(ExistUserRequest request) {
        return request.getEmail().indexOf('@') > 0 ? TRUE : FALSE;
    }

    @Override
    public BoolReply createUser(User user) {
        return user.getEmail().isEmpty() ? FALSE : TRUE;
    }

    @Override
    public User getUser(GetUserRequest request) {
        return ProtoUsers.user(request.getId());
    }

    @Override
    public UserPage listUser(ListUserRequest request) {
        return ProtoUsers.page(request.getPageNo());
    }
}
