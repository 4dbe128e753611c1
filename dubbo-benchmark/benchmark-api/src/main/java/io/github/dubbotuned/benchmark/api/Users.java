package io.github.dubbotuned.benchmark.api;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;

/** Builds the users both sides of the benchmark exchange, so every implementation carries the same bytes. */
public final class Users {

    /** Users on one page of {@link UserService#listUser}. */
    public static final int PAGE_SIZE = 15;

    private static final LocalDate BIRTHDAY = LocalDate.of(1990, 6, 18);
    private static final LocalDateTime CREATED = LocalDateTime.of(2024, 3, 9, 14, 25, 36);
    private static final LocalDateTime UPDATED = LocalDateTime.of(2024, 11, 2, 8, 7, 5);
    private static final String ADDRESS = "浙江省杭州市余杭区文一西路969号 未来科技城 7号楼 3单元 1202室";
    private static final String ICON = "https://img.example.com/avatar/2024/03/09/b3f1c2d4e5f60718293a4b5c6d7e8f90.png";

    private Users() {
    }

    /** The user with the given id, with every field filled. */
    public static User user(long id) {
        User user = new User();
        user.setId(id);
        user.setName("张三丰-" + id);
        user.setSex((int) (id & 1));
        user.setBirthday(BIRTHDAY);
        user.setEmail("user" + id + "@dubbotuned.example.com");
        user.setMobile(String.valueOf(13800000000L + Math.abs(id % 100000000L)));
        user.setAddress(ADDRESS);
        user.setIcon(ICON);
        user.setStatus(1);
        user.setCreateTime(CREATED);
        user.setUpdateTime(UPDATED);
        List<Integer> permissions = new ArrayList<Integer>();
        for (int p = 1; p <= 8; p++) {
            permissions.add(p * 11);
        }
        user.setPermissions(permissions);
        return user;
    }

    /** Page {@code pageNo} of a listing, {@link #PAGE_SIZE} users long. */
    public static Page<User> page(int pageNo) {
        List<User> users = new ArrayList<User>(PAGE_SIZE);
        for (int i = 0; i < PAGE_SIZE; i++) {
            users.add(user((long) pageNo * PAGE_SIZE + i));
        }
        Page<User> page = new Page<User>();
        page.setPageNo(pageNo);
        page.setTotal(1000);
        page.setResult(users);
        return page;
    }

    /** The e-mail address the client asks about in call number {@code n}. */
    public static String email(long n) {
        return "user" + n + "@dubbotuned.example.com";
    }
}
