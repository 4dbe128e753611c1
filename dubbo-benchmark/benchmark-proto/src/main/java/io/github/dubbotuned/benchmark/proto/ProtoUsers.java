package io.github.dubbotuned.benchmark.proto;

import io.github.dubbotuned.benchmark.api.Users;

/** The protobuf twins of {@link Users}' values: the same fields, the same text. */
public final class ProtoUsers {

    private ProtoUsers() {
    }

    public static User user(long id) {
        io.github.dubbotuned.benchmark.api.User pojo = Users.user(id);
        return User.newBuilder().setId(pojo.getId()).setName(pojo.getName()).setSex(pojo.getSex())
                .setBirthday(pojo.getBirthday().toString()).setEmail(pojo.getEmail()).setMobile(pojo.getMobile())
                .setAddress(pojo.getAddress()).setIcon(pojo.getIcon()).setStatus(pojo.getStatus())
                .setCreateTime(pojo.getCreateTime().toString()).setUpdateTime(pojo.getUpdateTime().toString())
                .addAllPermissions(pojo.getPermissions()).build();
    }

    public static UserPage page(int pageNo) {
        UserPage.Builder page = UserPage.newBuilder().setPageNo(pageNo).setTotal(1000);
        for (int i = 0; i < Users.PAGE_SIZE; i++) {
            page.addResult(user((long) pageNo * Users.PAGE_SIZE + i));
        }
        return page.build();
    }
}
